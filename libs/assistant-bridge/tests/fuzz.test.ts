/**
 * Fuzzes both ends of the bridge with thousands of random and adversarial messages:
 * nothing throws, nothing from a foreign window or origin has any effect, and no
 * navigation or new tab ever goes to a non-http(s) URL.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbedChannel } from '../src/channel/embed.js';
import { createHostChannel } from '../src/channel/host.js';

/** A small seeded PRNG (mulberry32), so a failure replays. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostileUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example',
  'https://evil.example/phish',
  'http://localhost:3000/docs/x',
  `${location.origin}/docs/a?b=1#c`,
  'blob:https://evil.example/uuid',
  '',
  '%00',
  'http://[::1',
];
const types = [
  'embed-ready',
  'internal-link-click',
  'internal-link-host',
  'focus',
  'keydown',
  'cmd-i',
  'close',
  '__proto__',
  'constructor',
];
const strings = [
  'dark-mode',
  'light-mode',
  'close',
  'DARK-MODE',
  '{',
  '{"type":',
  'null',
  '[]',
  '"x"',
  'x'.repeat(10_000),
];

function randomMessage(rand: () => number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const object = () => {
    const message: Record<string, unknown> = { type: pick(types) };
    if (rand() < 0.7) message['url'] = pick(hostileUrls);
    if (rand() < 0.4) message['host'] = rand() < 0.5 ? 'evil.example' : 42;
    if (rand() < 0.4)
      message['data'] =
        rand() < 0.5 ? { key: pick(['i', 'I', 'Escape', 7]), metaKey: rand() < 0.5 } : 'x';
    if (rand() < 0.1) Object.assign(message, JSON.parse('{"__proto__":{"polluted":true}}'));
    return message;
  };
  switch (Math.floor(rand() * 6)) {
    case 0:
      return pick(strings);
    case 1:
      return object();
    case 2:
      return JSON.stringify(object());
    case 3:
      return pick([null, undefined, 0, -1, NaN, true, [], [object()], () => 1]);
    case 4:
      return String.fromCharCode(...Array.from({ length: 20 }, () => Math.floor(rand() * 0xffff)));
    default:
      return (
        '{"type":"internal-link-click","url":' +
        JSON.stringify(pick(hostileUrls)) +
        ',"extra":{"__proto__":{"polluted":1}}}'
      );
  }
}

const isWebUrl = (url: string) => /^https?:$/.test(new URL(url).protocol);

afterEach(() => {
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
});

describe('host channel under fuzzing', () => {
  it('follows only http(s) links from its own frame and origin, and never throws', () => {
    const origin = 'https://assistant.example';
    const frame = { postMessage: vi.fn() } as unknown as Window;
    const stranger = { postMessage: vi.fn() } as unknown as Window;
    const navigate = vi.fn<(path: string) => void>();
    const openExternal = vi.fn<(url: string) => void>();
    const channel = createHostChannel({
      window,
      getFrameWindow: () => frame,
      origin,
      root: document.documentElement,
      navigate,
      openExternal,
    });
    const rand = prng(20261123);
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    for (let i = 0; i < 5000; i++) {
      const foreign = i % 2 === 1;
      window.dispatchEvent(
        new MessageEvent('message', {
          data: randomMessage(rand),
          origin: foreign && i % 4 === 1 ? 'https://evil.example' : origin,
          source: foreign && i % 4 === 3 ? stranger : frame,
        }),
      );
    }
    window.removeEventListener('error', onError);
    channel.dispose();
    expect(errors).toEqual([]);
    for (const [path] of navigate.mock.calls) {
      expect(path.startsWith('/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
    }
    for (const [url] of openExternal.mock.calls) expect(isWebUrl(url)).toBe(true);
    expect((stranger.postMessage as ReturnType<typeof vi.fn>).mock.calls).toEqual([]);
    for (const call of (frame.postMessage as ReturnType<typeof vi.fn>).mock.calls)
      expect(call[1]).toBe(origin);
  });

  it('does nothing at all for messages from a foreign origin or window', () => {
    const origin = 'https://assistant.example';
    const frame = { postMessage: vi.fn() } as unknown as Window;
    const effects = { navigate: vi.fn(), openExternal: vi.fn(), onClose: vi.fn() };
    const channel = createHostChannel({
      window,
      getFrameWindow: () => frame,
      origin,
      root: document.documentElement,
      ...effects,
    });
    const rand = prng(7);
    for (let i = 0; i < 3000; i++)
      window.dispatchEvent(
        new MessageEvent('message', {
          data: randomMessage(rand),
          origin: i % 2 ? 'https://evil.example' : origin,
          source: i % 2 ? frame : window,
        }),
      );
    channel.dispose();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.openExternal).not.toHaveBeenCalled();
    expect(effects.onClose).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
  });
});

describe('embed channel under fuzzing', () => {
  it('hears only its parent of an allowed origin, posts only there, and never throws', () => {
    const parentOrigin = 'https://docs.example';
    const parent = { postMessage: vi.fn() };
    const win = Object.assign(new EventTarget(), { parent }) as unknown as Window;
    const onColorMode = vi.fn<(t: 'dark' | 'light') => void>();
    const onFocus = vi.fn<() => void>();
    const onHost = vi.fn<(h: string) => void>();
    const channel = createEmbedChannel({
      window: win,
      parentOrigins: [parentOrigin],
      onColorMode,
      onFocus,
      onHost,
    });
    const rand = prng(42);
    let allowed = 0;
    for (let i = 0; i < 5000; i++) {
      const foreign = i % 2 === 1;
      if (!foreign) allowed++;
      const dispatch = () =>
        win.dispatchEvent(
          new MessageEvent('message', {
            data: randomMessage(rand),
            origin: foreign && i % 4 === 1 ? 'https://evil.example' : parentOrigin,
            source: (foreign && i % 4 === 3 ? win : parent) as unknown as Window,
          }),
        );
      expect(dispatch).not.toThrow();
    }
    channel.dispose();
    expect(allowed).toBeGreaterThan(0);
    for (const [theme] of onColorMode.mock.calls) expect(['dark', 'light']).toContain(theme);
    for (const [host] of onHost.mock.calls) expect(typeof host).toBe('string');
    for (const call of parent.postMessage.mock.calls) expect(call[1]).toBe(parentOrigin);
  });
});
