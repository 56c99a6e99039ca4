import type { Meta, StoryObj } from '@storybook/react-vite';
import { docCrumbs, variants } from '../../stories/fixtures.js';
import { Breadcrumbs } from './index.js';

/** The trail from the docs home through a linked and an unlinked category to the page. */
const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
