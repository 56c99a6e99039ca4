import type { Meta, StoryObj } from '@storybook/react-vite';
import { variants } from '../../stories/fixtures.js';
import { DocCardList } from './index.js';

/** The body of a category's generated index page: one card per item, subcategories counted. */
const meta = {
  title: 'Shell/DocCardList',
  component: DocCardList,
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
