import type { Meta, StoryObj } from '@storybook/react-vite';
import { post } from '../../stories/fixtures.js';
import { PostHeader } from './PostHeader.js';

/** A post's title, date, reading time and authors (one linked, with a role). */
const meta = {
  title: 'Shell/BlogPost/PostHeader',
  component: PostHeader,
  parameters: {
    design: {
      usage: 'Rendered by the post layout and by lists of posts.',
      do: ['Use level 2 and a linked title in lists; level 1 on the post itself.'],
    },
  },
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

export const Default: Story = {};

/** A title long enough to wrap, as a linked level-2 heading in a list of posts, one author. */
export const LongTitleInList: Story = {
  args: {
    level: 2,
    linkTitle: true,
    post: {
      ...post,
      title:
        'How we cut the time of a full rebuild from four minutes to forty seconds without changing a page',
      authors: [{ name: 'Alex Example' }],
    },
  },
};
