import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  parameters: {
    design: {
      usage: '<ErrorBoundary> around a page; <CrashPage> is its default fallback.',
      do: ['Show the error chain as written: it is what a reader reports.'],
      dont: ['Don’t hide "Try again": most crashes are a chunk that failed to load once.'],
    },
  },
} satisfies Meta<typeof CrashPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Crashed: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

/** One error without a cause, with a message long enough to wrap. */
export const LongMessage: Story = {
  args: {
    error: new Error(
      'The page component at /docs/renderer/render-media-on-a-very-long-path doesn’t have a default export. This makes it impossible to render anything. Consider default-exporting a React component.',
    ),
  },
};
