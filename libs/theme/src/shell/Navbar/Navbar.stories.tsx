import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileSidebarProvider } from '../../logic/mobile-sidebar.js';
import { docRoute, variants } from '../../stories/fixtures.js';
import { MobileSidebar } from '../MobileSidebar/index.js';
import { Navbar } from './index.js';

/**
 * The top bar. The current page is a doc of the `docs` sidebar, so the "Docs" item is
 * marked active; on small screens the hamburger opens the drawer rendered beside it.
 */
const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  parameters: { route: docRoute },
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
