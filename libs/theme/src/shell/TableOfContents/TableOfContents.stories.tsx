import type { Meta, StoryObj } from '@storybook/react-vite';
import { docToc, variants } from '../../stories/fixtures.js';
import { TableOfContents } from './index.js';

/** "On this page" with second- and third-level headings; the first is highlighted (no page is scrolled). */
const meta = {
  title: 'Shell/TableOfContents',
  component: TableOfContents,
  args: { items: docToc },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240, padding: '1.5rem 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
