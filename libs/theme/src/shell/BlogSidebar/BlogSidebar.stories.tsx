import type { Meta, StoryObj } from '@storybook/react-vite';
import { collection, post, variants } from '../../stories/fixtures.js';
import { BlogSidebar } from './index.js';

/** Recent posts grouped by year, the post being read highlighted. */
const meta = {
  title: 'Shell/BlogSidebar',
  component: BlogSidebar,
  args: { collection, activeHref: post.path },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 272, padding: '2rem 1rem', fontSize: '0.9rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
