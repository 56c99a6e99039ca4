import type { Meta, StoryObj } from '@storybook/react-vite';
import { archive } from '../../stories/fixtures.js';
import { BlogArchive } from './index.js';

/** Every post of a collection, grouped by year. */
const meta = {
  title: 'Shell/BlogArchive',
  component: BlogArchive,
  parameters: {
    design: {
      usage: 'The archive page of a collection (e.g. /blog/archive).',
      config: ['blog collections'],
    },
  },
  args: { title: 'Archive', data: archive },
} satisfies Meta<typeof BlogArchive>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A collection without posts yet. */
export const Empty: Story = { args: { data: { ...archive, years: [] } } };
