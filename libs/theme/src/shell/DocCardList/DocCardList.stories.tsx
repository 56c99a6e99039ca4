import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocCardList } from './index.js';

/** The body of a category's generated index page: one card per item, subcategories counted. */
const meta = {
  title: 'Shell/DocCardList',
  component: DocCardList,
  parameters: {
    design: {
      slot: 'DocCardList',
      do: ['Give each category a one-line description: it becomes the card’s text.'],
    },
  },
  args: {
    cards: [
      {
        label: 'Deployment',
        href: '/docs/guides/deployment',
        items: 4,
        description: 'Publish the site to a static host or a CDN.',
      },
      { label: 'Versioning', href: '/docs/guides/versioning', items: 2 },
      {
        label: 'Search',
        href: '/docs/guides/search',
        description: 'Add the local index or a hosted search service.',
      },
      { label: 'Troubleshooting', href: '/docs/guides/troubleshooting' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="sk-container sk-markdown" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A category with one item. */
export const OneCard: Story = {
  args: { cards: [{ label: 'Deployment', href: '/docs/guides/deployment', items: 4 }] },
};

/** An empty category. */
export const Empty: Story = { args: { cards: [] }, tags: ['no-visual'] };
