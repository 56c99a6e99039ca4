import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Layout } from './index.js';

/** The page chrome (skip link, navbar, drawer, main landmark, assistant panel, footer) around a page. */
const meta = {
  title: 'Shell/Layout',
  component: Layout,
  parameters: {
    design: {
      usage: 'Rendered by the app around every page (PageRenderer).',
      config: ['navbar', 'footer', 'announcementBar', 'assistant'],
      do: ['Keep the skip link first in the tab order.'],
    },
  },
  args: {
    children: (
      <div className="sk-container sk-markdown">
        <h1>Welcome to Example Docs</h1>
        <p>
          This page sits inside the layout: the navbar above, the footer below. On small screens the
          hamburger opens the navigation drawer.
        </p>
        <h2>Next steps</h2>
        <p>Read the introduction, then follow a guide to build and deploy your first site.</p>
      </div>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['zoom'] };

/** Keyboard: the first Tab shows the skip link, Enter moves focus to the main content. */
export const SkipLink: Story = {
  tags: ['desktop-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: /skip to main content/i });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.activeElement?.tagName).toBe('MAIN');
  },
};
