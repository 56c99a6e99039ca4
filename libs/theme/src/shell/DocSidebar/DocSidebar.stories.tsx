import type { Meta, StoryObj } from '@storybook/react-vite';
import { docPath, docRoute, docSidebar, variants } from '../../stories/fixtures.js';
import { DocSidebar } from './index.js';

/**
 * A docs sidebar with links, expanded categories down to the current page, an `<hr>`
 * html item and a pruned "Reference" category (expanding it fetches the full sidebar,
 * which Storybook does not serve, so it stays on "Loading…").
 */
const meta = {
  title: 'Shell/DocSidebar',
  component: DocSidebar,
  args: { sidebarName: 'docs', items: docSidebar, activeHref: docPath },
  parameters: { route: docRoute },
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
