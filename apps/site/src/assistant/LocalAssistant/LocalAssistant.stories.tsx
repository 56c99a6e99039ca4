import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Answer } from '../docs-assistant';
import { LocalAssistant } from './index';

const springAnswer: Answer = {
  kind: 'sections',
  citations: [
    {
      url: '/docs/spring',
      title: 'spring()',
      quote:
        'A physics-based animation primitive. By default it animates from 0 to 1 and overshoots slightly before settling.',
    },
    {
      url: '/docs/spring#config',
      title: 'spring() › config',
      quote:
        'An object with mass, damping, stiffness and overshootClamping that changes how the animation behaves.',
    },
    {
      url: '/docs/animating-properties#using-spring-animations',
      title: 'Animating properties › Using spring animations',
      quote:
        'Spring animations feel natural: pass the frame and fps and use the value to drive a transform.',
    },
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

/** Type a question and press Ask: three cited sections come back. */
export const Answers: Story = {};

/** Nothing in the docs matches. */
export const NoMatch: Story = { args: { ask: async () => ({ kind: 'none' }) } };

/** The index could not be fetched (offline). */
export const IndexUnavailable: Story = {
  args: { ask: () => Promise.reject(new Error('offline')) },
};

/** An answer that never comes: the pending state. */
export const Searching: Story = { args: { ask: () => new Promise<Answer>(() => {}) } };
