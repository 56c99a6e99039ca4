// @vitest-environment jsdom
import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter, type RouterEnvironment } from '../index.js';
import { RouterProvider } from './context.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert">caught: {String((this.state.error as Error).message)}</p>
    ) : (
      this.props.children
    );
  }
}

it('hands an error raised after a route rendered (here: scrolling to a hash) to the error boundary', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const env: RouterEnvironment = {
    warn: vi.fn(),
    fullReload: vi.fn(),
    getScroll: () => ({ x: 0, y: 0 }),
    scrollTo: vi.fn(),
    scrollToHash: () => {
      throw new URIError('URI malformed');
    },
    prefersReducedMotion: () => false,
  };
  const router = createRouter({
    history: createMemoryHistory('/a'),
    load: async () => 'module',
    initialModule: 'module',
    env,
  });
  const container = document.createElement('div');
  await act(async () =>
    createRoot(container).render(
      <Boundary>
        <RouterProvider router={router}>
          <p>page</p>
        </RouterProvider>
      </Boundary>,
    ),
  );
  await act(() => router.navigate('/b#%E0%A4%A'));
  expect(container.textContent).toBe('caught: URI malformed');
});
