import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<Root>();

/** Renders into a fresh container in the document; returns it and an unmount function. */
export function mount(node: ReactNode): { container: HTMLElement; root: Root; unmount(): void } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(root);
  act(() => root.render(node));
  return { container, root, unmount: () => act(() => root.unmount()) };
}

/** Unmounts everything {@link mount} rendered (window listeners included) and empties the document. */
export function cleanup() {
  act(() => mounted.forEach((root) => root.unmount()));
  mounted.clear();
  document.body.innerHTML = '';
}

/** Dispatches a keydown on `target` (bubbling to window), as a browser does. */
export function keyDown(target: EventTarget, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => void target.dispatchEvent(event));
  return event;
}

/** Lets pending promises (lazy imports, searches) settle inside act. */
export async function flush() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}
