import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { variants } from '../../stories/fixtures.js';
import { LoadError, Spinner } from './index.js';

/** The page loader's two visible states: the spinner of a slow load, and a failed load with Retry. */
const meta = {
  title: 'Shell/PageLoader',
  component: LoadError,
  args: {
    error: new Error('Failed to fetch dynamically imported module: /assets/static-hosting.js'),
    onRetry: fn(),
  },
  argTypes: { error: { control: false } },
  render: (args) => (
    <>
      <Spinner />
      <LoadError {...args} />
    </>
  ),
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
