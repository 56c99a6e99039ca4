import type { Meta, StoryObj } from '@storybook/react-vite';
import { docNext, docPrevious, variants } from '../../stories/fixtures.js';
import { Pagination } from './index.js';

/** Previous and next links at the end of a docs page. */
const meta = {
  title: 'Shell/Pagination',
  component: Pagination,
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
