import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SiteConfigInput } from '@sitekit/content-model';
import { MobileSidebarProvider } from '../../logic/mobile-sidebar.js';
import { docRoute, storyConfig } from '../../stories/fixtures.js';
import { MobileSidebar } from '../MobileSidebar/index.js';
import { Navbar } from './index.js';

/**
 * The top bar: hamburger (small screens), brand, left items, right items (search, colour
 * mode, icon links, the assistant). The current page is a doc of the `docs` sidebar, so
 * "Docs" is marked active; on small screens the hamburger opens the drawer rendered beside it.
 */
const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  parameters: {
    route: docRoute,
    design: {
      usage: 'Rendered by <Layout>; items come from the site configuration.',
      config: ['navbar.items', 'navbar.logo', 'navbar.title', 'navbar.hideOnScroll'],
      do: [
        'Keep icon links at the 21 px icon size, with an aria-label naming the destination.',
        'Group more than five destinations under a dropdown (Products, Resources, …).',
        'Keep labels to one or two words: the bar does not wrap.',
      ],
      dont: [
        'Don’t put the search or colour-mode items in twice: the navbar adds them when absent.',
        'Don’t open dropdowns on hover alone: the button is the keyboard and touch path.',
      ],
    },
  },
  decorators: [
    (Story) => (
      <MobileSidebarProvider>
        <Story />
        <MobileSidebar />
      </MobileSidebarProvider>
    ),
  ],
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['zoom'] };

/** Keyboard: Tab to "Resources", Enter opens the menu, Tab walks its links, Escape closes it and focus returns to the button. */
export const DropdownKeyboard: Story = {
  tags: ['desktop-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Resources' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    // Open again for the screenshot: the menu's look is part of the story.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Blog' })).toBeVisible();
  },
};

/** On a phone: the hamburger opens the drawer with focus inside; "Back to main menu" and Escape work. */
export const DrawerKeyboard: Story = {
  tags: ['phone-only'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation bar' });
    await userEvent.click(toggle);
    const drawer = await canvas.findByRole('dialog', { name: 'Navigation menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    // It opens on the page's docs sidebar; the main menu is one button away.
    await userEvent.click(within(drawer).getByRole('button', { name: /Back to main menu/ }));
    await expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(toggle);
    await canvas.findByRole('dialog', { name: 'Navigation menu' });
  },
};

const crowded: Partial<SiteConfigInput> = {
  title: 'Example Docs for a Product With a Long Name',
  navbar: {
    ...storyConfig.navbar,
    title: 'Example Docs for a Product With a Long Name',
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Documentation', position: 'left' },
      { type: 'link', to: '/docs/api', label: 'API reference', position: 'left' },
      {
        type: 'dropdown',
        label: 'Products and services',
        items: [
          { label: 'Hosting', to: '/hosting' },
          { label: 'Builds on serverless functions', to: '/serverless' },
        ],
      },
      { type: 'link', to: '/showcase', label: 'Showcase', position: 'left' },
      { type: 'link', to: '/blog', label: 'Blog', position: 'left' },
      {
        type: 'link',
        href: 'https://github.com/example/example',
        icon: 'github',
        ariaLabel: 'GitHub repository',
        position: 'right',
      },
      { type: 'assistant', position: 'right' },
    ],
  },
};

/** Long labels and a long title: at the desktop width the bar must not wrap or overflow. */
export const LongLabels: Story = {
  tags: ['desktop-only'],
  parameters: { siteConfig: crowded },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('.sk-navbar')!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
  },
};
