import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostChannel, type HostChannel } from './host.js';

const origin = 'https://assistant.example';
const fakeWindow = () =>
  ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };

let frame: ReturnType<typeof fakeWindow>;
let channel: HostChannel;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let openExternal: ReturnType<typeof vi.fn<(url: string) => void>>;
let onClose: ReturnType<typeof vi.fn<() => void>>;

const send = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: from.origin ?? origin,
      source: ('source' in from ? from.source : frame) as Window | null,
    }),
  );
const flushObserver = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.documentElement.setAttribute('data-theme', 'light');
  frame = fakeWindow();
  navigate = vi.fn();
  openExternal = vi.fn();
  onClose = vi.fn();
  channel = createHostChannel({
    window,
    getFrameWindow: () => frame,
    origin,
    root: document.documentElement,
    navigate,
    openExternal,
    onClose,
  });
});
afterEach(() => channel.dispose());

describe('createHostChannel', () => {
  it('answers embed-ready with internal-link-host, then the colour mode, in that order', () => {
    send('{"type":"embed-ready"}');
    expect(frame.postMessage.mock.calls).toEqual([
      [JSON.stringify({ type: 'internal-link-host', host: location.host }), origin],
      ['light-mode', origin],
    ]);
  });

  it('answers an object embed-ready too, with the current mode', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    frame.postMessage.mockClear();
    send({ type: 'embed-ready', widgetConfig: {} });
    expect(frame.postMessage.mock.calls.map((c) => c[0])).toEqual([
      JSON.stringify({ type: 'internal-link-host', host: location.host }),
      'dark-mode',
    ]);
  });

  it('re-sends the colour mode whenever data-theme changes', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    await flushObserver();
    expect(frame.postMessage).toHaveBeenLastCalledWith('dark-mode', origin);
    document.documentElement.setAttribute('data-theme', 'light');
    await flushObserver();
    expect(frame.postMessage).toHaveBeenLastCalledWith('light-mode', origin);
  });

  it('stops observing and listening after dispose', async () => {
    channel.dispose();
    document.documentElement.setAttribute('data-theme', 'dark');
    await flushObserver();
    send('{"type":"embed-ready"}');
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it('navigates client-side to the path of a same-host link, from a string or an object', () => {
    send(
      JSON.stringify({
        type: 'internal-link-click',
        url: `${location.origin}/docs/spline?a=1#config`,
      }),
    );
    send({ type: 'internal-link-click', url: `${location.origin}/docs/other` });
    expect(navigate.mock.calls).toEqual([['/docs/spline?a=1#config'], ['/docs/other']]);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('opens other-host links externally and ignores javascript: and data: URLs', () => {
    send({ type: 'internal-link-click', url: 'https://elsewhere.example/page' });
    send({ type: 'internal-link-click', url: 'javascript:alert(1)' });
    send({ type: 'internal-link-click', url: 'data:text/html,hi' });
    expect(openExternal.mock.calls).toEqual([['https://elsewhere.example/page']]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores messages from another origin', () => {
    send(
      { type: 'internal-link-click', url: `${location.origin}/docs/spline` },
      { origin: 'https://evil.example' },
    );
    send('{"type":"embed-ready"}', { origin: 'https://evil.example' });
    expect(navigate).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it('ignores messages from another window, even with the right origin', () => {
    send(
      { type: 'internal-link-click', url: `${location.origin}/docs/spline` },
      { source: window },
    );
    send('{"type":"embed-ready"}', { source: fakeWindow() });
    send('close', { source: null });
    expect(navigate).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores everything while there is no frame window', () => {
    const getFrameWindow = vi.fn<() => Window | null>(() => null);
    const other = createHostChannel({
      window,
      getFrameWindow,
      origin,
      root: document.documentElement,
      navigate,
      openExternal,
    });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'internal-link-click', url: location.href },
        origin,
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
    other.dispose();
  });

  it('ignores junk without throwing', () => {
    for (const junk of ['{oops', 'hello', 42, null, { type: 'nope' }, ['x']])
      expect(() => send(junk)).not.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it('asks the frame to focus its input', () => {
    channel.focus();
    expect(frame.postMessage).toHaveBeenCalledWith('{"type":"focus"}', origin);
  });

  it('calls onClose for a close message from the frame', () => {
    send('close');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
