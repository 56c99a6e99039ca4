import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Site/Assistant/LocalAssistant',
  component: LocalAssistant,
  parameters: { layout: 'fullscreen' },
  args: { ask: async (): Promise<Answer> => springAnswer },
} satisfies Meta<typeof LocalAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a question and press Ask: the answering section, its code and further sections come back. */
export const Answers: Story = {};

/** The docs do not cover the question: the closest pages and a search link. */
export const NotCovered: Story = {
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
};

/** An answer that never comes: the pending state. */
export const Searching: Story = { args: { ask: () => new Promise<Answer>(() => {}) } };
