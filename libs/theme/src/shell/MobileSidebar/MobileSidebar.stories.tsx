import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileSidebarProvider, useMobileSidebar } from '../../logic/mobile-sidebar.js';
import { docRoute, variants } from '../../stories/fixtures.js';
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

/** The open drawer on a docs page: it starts on the page's docs sidebar ("Back to main menu" shows the navbar items). */
const meta = {
  title: 'Shell/MobileSidebar',
  component: MobileSidebar,
  parameters: { route: docRoute },
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
