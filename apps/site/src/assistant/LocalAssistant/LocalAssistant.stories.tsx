import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Answer } from '../docs-assistant';
import { LocalAssistant } from './index';

const springAnswer: Answer = {
  kind: 'answer',
  lead: {
    url: '/docs/spring#config',
    title: 'spring() › config',
    quote:
      'An object with mass, damping, stiffness and overshootClamping. Raising damping makes the animation settle with less bounce.',
  },
  code: {
    url: '/docs/spring#config',
    title: 'spring() › config',
    code: 'const scale = spring({frame, fps, config: {damping: 200}});',
  },
  more: [
    {
      url: '/docs/animating-properties#using-spring-animations',
      title: 'Animating properties › Using spring animations',
      quote:
        'Spring animations feel natural: pass the frame and fps and use the value to drive a transform.',
    },
    { url: '/docs/spring', title: 'spring()', quote: 'A physics-based animation primitive.' },
  ],
};

/** Types a question and presses Enter, as a reader does. */
async function ask(canvasElement: HTMLElement, question = 'How do I make a spring settle faster?') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your question' }), question);
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByText(question)).toBeVisible();
  return canvas;
}

/**
 * The site's local docs assistant (served at /ai-embed and shown in the assistant panel's
 * frame): a transcript of questions and answers quoted from the documentation, with links
 * and code. It says so when the docs do not cover a question. Each story asks a question in
 * its `play` function.
 */
const meta = {
  title: 'LocalAssistant',
  component: LocalAssistant,
  parameters: {
    layout: 'fullscreen',
    design: {
      usage: 'The /ai-embed page of the site, framed by the assistant panel.',
      do: [
        'Quote the documentation and link the section: every answer says where it comes from.',
        'Say plainly when the docs do not cover a question, with the closest pages.',
      ],
      dont: ['Don’t present quoted passages as generated text.'],
    },
  },
  args: { ask: async (): Promise<Answer> => springAnswer },
} satisfies Meta<typeof LocalAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first question: the introduction and example questions to try. */
export const Idle: Story = {
  args: { suggestions: ['How do I render a video?', 'What is a composition?'] },
};

/** A question answered: the answering section, its code and further sections. */
export const Answers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await canvas.findByText(/Raising damping/);
  },
};

/** The docs do not cover the question: the closest pages and a search link. */
export const NotCovered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement, 'What will the weather be tomorrow?');
    await canvas.findByText(/does not seem to cover/);
  },
  args: {
    ask: async () => ({
      kind: 'none',
      closest: [{ url: '/docs/fonts', title: 'Fonts', quote: '' }],
      searchUrl: '/search?q=weather',
    }),
  },
};

/** The index could not be fetched (offline). */
export const IndexUnavailable: Story = {
  args: { ask: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await canvas.findByText(/could not be loaded/);
  },
};

/** An answer that never comes: the pending state. */
export const Searching: Story = {
  args: { ask: () => new Promise<Answer>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await canvas.findByText(/Searching the documentation/);
  },
};
