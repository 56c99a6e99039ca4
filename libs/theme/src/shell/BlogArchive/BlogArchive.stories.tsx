import type { Meta, StoryObj } from '@storybook/react-vite';
import { archive, variants } from '../../stories/fixtures.js';
import { BlogArchive } from './index.js';

/** Every post of a collection, grouped by year. */
const meta = {
  title: 'Shell/BlogArchive',
  component: BlogArchive,
  args: { title: 'Archive', data: archive },
} satisfies Meta<typeof BlogArchive>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
