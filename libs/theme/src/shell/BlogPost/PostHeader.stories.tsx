import type { Meta, StoryObj } from '@storybook/react-vite';
import { post, variants } from '../../stories/fixtures.js';
import { PostHeader } from './PostHeader.js';

/** A post's title, date, reading time and authors (one linked, with a role). */
const meta = {
  title: 'Shell/BlogPost/PostHeader',
  component: PostHeader,
  args: { post, linkTitle: false, level: 1 },
  decorators: [
    (Story) => (
      <div className="sk-container" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
