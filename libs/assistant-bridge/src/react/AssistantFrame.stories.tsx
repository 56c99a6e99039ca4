import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AssistantFrame } from './AssistantFrame.js';

/**
 * The assistant's `<iframe>`: titled "Ask AI" for assistive technology, lazily loaded, allowed
 * to copy answers to the clipboard. A host pairs it with `useHostChannel` (links, colour
 * mode, focus). The stories frame a stand-in page the Storybook serves.
 */
const meta = {
  title: 'AssistantFrame',
  component: AssistantFrame,
  args: { src: '/assistant-frame.html', style: { height: 240 } },
  parameters: {
    design: {
      usage: "import { AssistantFrame, useHostChannel } from '@sitekit/assistant-bridge/react'",
      do: ['Give the frame the panel’s full height: the assistant scrolls inside it.'],
    },
  },
} satisfies Meta<typeof AssistantFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame with its page loaded. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Ask AI');
    await waitFor(() => expect(frame.contentDocument?.querySelector('h1')).toBeTruthy(), {
      timeout: 10_000,
    });
  },
};

/** A frame without a page yet (`about:blank`): an empty area until the assistant loads. */
export const Blank: Story = { args: { src: 'about:blank' } };
