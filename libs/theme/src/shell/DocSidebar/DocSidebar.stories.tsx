import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { deepDocSidebar, docPath, docRoute, docSidebar } from '../../stories/fixtures.js';
import { DocSidebar } from './index.js';

/**
 * A docs page's sidebar: links, categories (expanded down to the current page), `<hr>` html
 * items and pruned categories whose children load on demand (Storybook serves no full
 * sidebar, so expanding "Reference" stays on "Loading…").
 */
const meta = {
  title: 'Shell/DocSidebar',
  component: DocSidebar,
  args: { sidebarName: 'docs', items: docSidebar, activeHref: docPath, placement: 'page' },
  parameters: {
    route: docRoute,
    design: {
      slot: 'DocSidebar',
      config: ['sidebars'],
      do: [
        'Keep labels short; long ones wrap under their own indent.',
        'Link a category to an index page when it has one (the label becomes a link).',
      ],
      dont: [
        'Don’t nest categories more than three levels: readers lose their place.',
        'Don’t collapse the category holding the current page: the sidebar opens down to it.',
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Five levels down to the current page, a long label, and many links. */
export const Deep: Story = { args: { items: deepDocSidebar } };

/** A sidebar with a single link. */
export const OneItem: Story = {
  args: { items: [{ type: 'link', label: 'Introduction', href: docPath }] },
};

/** Keyboard: a category's toggle button collapses and expands it. */
export const CollapseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('button', { expanded: true })[0]!;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
