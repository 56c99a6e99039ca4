import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PageLoader, SPINNER_DELAY_MS } from './index.js';

const loaded = () => (
  <div className="sk-container">
    <h1>Static hosting</h1>
    <p>The page, once its code has loaded.</p>
  </div>
);

/** A load that never ends (the spinner stays). */
const never = (): Promise<unknown> => new Promise<never>(() => {});
/** A load that fails like a chunk the server no longer has. */
const failing = (): Promise<unknown> =>
  Promise.reject(
    new Error('Could not load the page’s code: /assets/static-hosting-4f2a.js answered 404.'),
  );

/**
 * Loads a page's code and renders it: nothing for a fast load, a centred spinner once the
 * load takes longer than 200 ms, and a failure panel with the error and Retry.
 */
const meta = {
  title: 'Shell/PageLoader',
  component: PageLoader<unknown>,
  args: { load: never, children: loaded },
  argTypes: { load: { control: false }, children: { control: false } },
  parameters: {
    design: {
      usage: 'Rendered by <PageRenderer> around a route whose code is not loaded yet.',
      do: [
        'Show nothing for the first 200 ms: most loads end before a spinner would help.',
        'Keep the error panel at half the content width, its text the error’s own message.',
      ],
      dont: [
        'Don’t replace Retry with a reload: Retry keeps the reader’s place and state.',
        'Don’t animate the spinner when the reader asks for reduced motion (it stops).',
      ],
    },
  },
} satisfies Meta<typeof PageLoader<unknown>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A slow load: after 200 ms the spinner shows (it stops turning with reduced motion). */
export const SlowLoad: Story = {
  tags: ['reduced-motion'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeInTheDocument(), {
      timeout: SPINNER_DELAY_MS + 1000,
    });
  },
};

/** A failed load: the error text and Retry; Retry loads again (here it fails again). */
export const FailedLoad: Story = {
  args: { load: fn(failing) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Could not load/);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
    await canvas.findByRole('button', { name: 'Retry' });
  },
};

let attempts = 0;

/** A load that fails once, then succeeds on Retry. */
export const RetrySucceeds: Story = {
  args: { load: () => (attempts++ === 0 ? failing() : Promise.resolve(null)) },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await canvas.findByRole('heading', { name: 'Static hosting' });
  },
};
