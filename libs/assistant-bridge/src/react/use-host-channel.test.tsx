import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { AssistantFrame, useHostChannel } from './index.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function Host({ navigate }: { navigate: (path: string) => void }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useHostChannel(ref, { origin: location.origin, navigate });
  return <AssistantFrame ref={ref} src="about:blank" />;
}

function mount(navigate: (path: string) => void) {
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(<Host navigate={navigate} />));
  return el.querySelector('iframe')!;
}

const fromFrame = (frame: HTMLIFrameElement, data: unknown) =>
  window.dispatchEvent(
    new MessageEvent('message', { data, origin: location.origin, source: frame.contentWindow }),
  );

it('renders a titled, lazy frame allowed to use the clipboard', () => {
  const frame = mount(() => {});
  expect(frame.title).toBe('Ask AI');
  expect(frame.getAttribute('loading')).toBe('lazy');
  expect(frame.getAttribute('allow')).toContain('clipboard-write');
});

it('answers the frame handshake and calls the latest navigate callback', () => {
  const first = vi.fn();
  const frame = mount(first);
  const post = vi.spyOn(frame.contentWindow!, 'postMessage');
  fromFrame(frame, '{"type":"embed-ready"}');
  expect(post.mock.calls.map((c) => c[0])).toEqual([
    JSON.stringify({ type: 'internal-link-host', host: location.host }),
    'light-mode',
  ]);

  const second = vi.fn();
  act(() => root!.render(<Host navigate={second} />));
  fromFrame(frame, { type: 'internal-link-click', url: `${location.origin}/docs/a#b` });
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('/docs/a#b');
});

it('stops listening once unmounted', () => {
  const navigate = vi.fn();
  const frame = mount(navigate);
  const source = frame.contentWindow;
  act(() => root!.unmount());
  root = undefined;
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'internal-link-click', url: `${location.origin}/x` },
      origin: location.origin,
      source,
    }),
  );
  expect(navigate).not.toHaveBeenCalled();
});
