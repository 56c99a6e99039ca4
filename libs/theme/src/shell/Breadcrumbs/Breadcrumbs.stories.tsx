import type { Meta, StoryObj } from '@storybook/react-vite';
import { docCrumbs } from '../../stories/fixtures.js';
import { Breadcrumbs } from './index.js';

/** The trail from the docs home through a linked and an unlinked category to the page. */
const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  parameters: {
    design: {
      usage: 'Rendered by <DocPage> above the title.',
      config: ['docs.breadcrumbs'],
      do: ['Let a category without an index page show as plain text, not a dead link.'],
    },
  },
  args: { crumbs: docCrumbs, current: 'Static hosting', homeHref: '/docs' },
  decorators: [
    (Story) => (
      <div className="sk-container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A page at the top of the docs: no categories. */
export const TopLevel: Story = { args: { crumbs: [], current: 'Introduction' } };

/** Deep and long: the trail wraps on a phone. */
export const LongTrail: Story = {
  args: {
    crumbs: [
      { label: 'Building', href: '/docs/building' },
      { label: 'Remote builds' },
      { label: 'Distributed builds on serverless functions', href: '/docs/serverless' },
      { label: 'Troubleshooting' },
    ],
    current: 'The function timed out before the last batch of pages was built',
  },
};
