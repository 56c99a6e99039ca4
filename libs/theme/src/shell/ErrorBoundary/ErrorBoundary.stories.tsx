import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { variants } from '../../stories/fixtures.js';
import { CrashPage } from './index.js';

const error = new Error('Could not render the page "/docs/guides/deployment/static-hosting".', {
  cause: new Error('A navbar item failed to render.', {
    cause: new Error('No docs sidebar "reference".'),
  }),
});

/** What the error boundary shows after a crash: the error chain joined by "Cause:" and a way to try again. */
const meta = {
  title: 'Shell/ErrorBoundary',
  component: CrashPage,
  args: { error, onTryAgain: fn() },
  argTypes: { error: { control: false } },
} satisfies Meta<typeof CrashPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
