import type { Meta, StoryObj } from '@storybook/react-vite';
import { docPageData } from '../../stories/fixtures.js';
import { DocFooter } from './index.js';

/** Under a docs article: edit link and last update, then previous/next. */
const meta = {
  title: 'Shell/DocFooter',
  component: DocFooter,
  parameters: {
    design: {
      slot: 'DocFooter',
      config: ['docs.editUrl', 'docs.showLastUpdateTime'],
    },
  },
  args: {
    editUrl: docPageData.editUrl,
    lastUpdated: docPageData.lastUpdated,
    previous: docPageData.previous,
    next: docPageData.next,
  },
  decorators: [
    (Story) => (
      <div className="sk-container" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A page without an edit link or date: previous/next alone. */
export const NeighboursOnly: Story = {
  args: { editUrl: undefined, lastUpdated: undefined },
};
