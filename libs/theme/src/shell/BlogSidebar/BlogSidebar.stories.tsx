import type { Meta, StoryObj } from '@storybook/react-vite';
import { collection, post } from '../../stories/fixtures.js';
import { BlogSidebar } from './index.js';

/** Recent posts grouped by year, the post being read highlighted. */
const meta = {
  title: 'Shell/BlogSidebar',
  component: BlogSidebar,
  parameters: {
    design: {
      usage: 'Beside a collection’s posts, wide screens only.',
      config: ['blog sidebar (recent posts)'],
    },
  },
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

export const Default: Story = {};

/** One post only. */
export const OnePost: Story = {
  args: {
    collection: {
      ...collection,
      recent: [{ year: '2025', posts: [collection.recent[0]!.posts[0]!] }],
    },
  },
};
