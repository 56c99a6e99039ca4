import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileSidebarProvider, useMobileSidebar } from '../../logic/mobile-sidebar.js';
import { deepDocSidebar, docPageData, docRoute } from '../../stories/fixtures.js';
import type { RouteModule } from '../../route-module.js';
import { MobileSidebar } from './index.js';

/**
 * Opens the drawer once mounted. Deferred by a tick: the provider closes the drawer in its
 * own mount effect, which runs after its children's effects.
 */
function OpenDrawer() {
  const { toggle } = useMobileSidebar();
  useEffect(() => {
    const timer = setTimeout(toggle, 0);
    return () => clearTimeout(timer);
  }, [toggle]);
  return null;
}

/**
 * The small-screen drawer on a docs page: it starts on the page's docs sidebar ("Back to main
 * menu" shows the navbar items). Escape, the × button and the backdrop close it.
 */
const meta = {
  title: 'Shell/MobileSidebar',
  component: MobileSidebar,
  parameters: {
    route: docRoute,
    design: {
      usage: 'Rendered by <Layout>; the navbar hamburger opens it below the desktop breakpoint.',
      config: ['navbar.items', 'sidebars (the page’s docs sidebar)'],
      do: ['Keep the docs sidebar one tap away: the drawer opens on it.'],
      dont: ['Don’t add items that exist only in the drawer: it mirrors the navbar.'],
    },
  },
  decorators: [
    (Story) => (
      <MobileSidebarProvider>
        <OpenDrawer />
        <Story />
      </MobileSidebarProvider>
    ),
  ],
} satisfies Meta<typeof MobileSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DocsSidebar: Story = {};

/** The main menu (navbar items), reached with "Back to main menu"; "Docs sidebar →" goes back. */
export const MainMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = await canvas.findByRole('dialog', { name: 'Navigation menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Back to main menu/ }));
    const menu = within(dialog).getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Docs' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Docs sidebar/ })).toBeVisible();
  },
};

const deepRoute: RouteModule = {
  ...docRoute,
  route: { ...docRoute.route, data: { ...docPageData, sidebar: deepDocSidebar } },
};

/** A sidebar five levels deep with a label that wraps, and more links than fit: the drawer scrolls. */
export const DeepSidebar: Story = { parameters: { route: deepRoute } };
