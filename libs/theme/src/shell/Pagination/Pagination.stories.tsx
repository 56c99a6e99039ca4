import type { Meta, StoryObj } from '@storybook/react-vite';
import { docNext, docPrevious } from '../../stories/fixtures.js';
import { Pagination } from './index.js';

/** Previous and next links at the end of a docs page. */
const meta = {
  title: 'Shell/Pagination',
  component: Pagination,
  parameters: {
    design: { usage: 'Rendered by <DocFooter>; a page’s neighbours in its sidebar.' },
  },
  args: { previous: docPrevious, next: docNext },
  decorators: [
    (Story) => (
      <div className="sk-container" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first page: only "Next". */
export const NextOnly: Story = { args: { previous: undefined } };

/** Labels long enough to wrap. */
export const LongLabels: Story = {
  args: {
    previous: { label: 'Building a large site on a serverless function', href: '/docs/a' },
    next: {
      label: 'The function timed out before the last batch of pages was built',
      href: '/docs/b',
    },
  },
};
