import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryHistory, createRouter, type Router } from '@sitekit/router-core';
import { installProgressBar } from '@sitekit/router-core/plugins';
import { Link, RouterProvider, useRouterState } from '@sitekit/router-core/react';

type Load = 'fast' | 'slow' | 'never' | 'failing';

/** How long a page's code takes to load in each story. */
const loads: Record<Load, (path: string) => Promise<string>> = {
  fast: async (path) => path,
  slow: (path) => new Promise((r) => setTimeout(() => r(path), 600)),
  never: (path) => (path === '/' ? Promise.resolve(path) : new Promise(() => {})),
  failing: (path) =>
    path === '/' ? Promise.resolve(path) : Promise.reject(new Error('chunk missing')),
};

function Page() {
  const { location } = useRouterState<string>();
  return (
    <div className="sk-container">
      <p>
        Current page: <code>{location.pathname}</code>
      </p>
      <ul>
        <li>
          <Link href="/docs/next" prefetch={false}>
            Go to the next page
          </Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * A demo router (memory history, a page loader as slow as the story says) with the
 * progress bar plugin installed: the bar shows only when a navigation takes longer than
 * `delayMs`, and completes when the new page has rendered.
 */
function ProgressBarDemo({ load, delayMs = 200 }: { load: Load; delayMs?: number }) {
  const [router] = useState<Router<string>>(() =>
    createRouter({ history: createMemoryHistory('/'), initialModule: '/', load: loads[load] }),
  );
  useEffect(() => installProgressBar(router, { document, delayMs }), [router, delayMs]);
  useEffect(
    () => () => document.querySelectorAll('.sk-progress-bar').forEach((bar) => bar.remove()),
    [],
  );
  return (
    <RouterProvider router={router}>
      <Page />
    </RouterProvider>
  );
}

const bar = () => document.querySelector('.sk-progress-bar');

/**
 * `installProgressBar(router, { document, delayMs })` from `@sitekit/router-core/plugins`: a
 * thin bar at the top of the page while a navigation is slower than `delayMs`. A plugin
 * subscribing to the router's events; the theme's CSS styles it (`.sk-progress-bar`).
 */
const meta = {
  title: 'Router/ProgressBar',
  component: ProgressBarDemo,
  args: { load: 'slow', delayMs: 200 },
  parameters: {
    design: {
      usage: "import { installProgressBar } from '@sitekit/router-core/plugins'",
      do: ['Keep the 200 ms delay: fast navigations show nothing at all.'],
      dont: ['Don’t add a spinner too: the old page stays on screen until the new one is ready.'],
    },
  },
} satisfies Meta<typeof ProgressBarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation still loading after 200 ms: the bar shows (and stays, this load never ends). */
export const Loading: Story = {
  args: { load: 'never' },
  tags: ['reduced-motion'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /next page/ }));
    await waitFor(() => expect(bar()).not.toBeNull(), { timeout: 2000 });
  },
};

/** A slow navigation: the bar appears after 200 ms and completes when the page has rendered. */
export const SlowNavigation: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /next page/ }));
    await waitFor(() => expect(bar()).not.toBeNull(), { timeout: 2000 });
    await canvas.findByText('/docs/next');
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 2000 });
  },
};

/** A fast navigation shows no bar at all. */
export const FastNavigation: Story = {
  args: { load: 'fast' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /next page/ }));
    await canvas.findByText('/docs/next');
    await new Promise((r) => setTimeout(r, 300));
    await expect(bar()).toBeNull();
  },
};

/** A failed load ends the bar too (the router then falls back to a full page load). */
export const FailedLoad: Story = {
  args: { load: 'failing' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /next page/ }));
    await new Promise((r) => setTimeout(r, 500));
    await expect(bar()).toBeNull();
  },
};
