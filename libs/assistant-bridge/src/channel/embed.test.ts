import { describe, expect, it, vi } from 'vitest';
import { createEmbedChannel, type EmbedChannelOptions } from './embed.js';

/** A fake framed page: an event target with a parent whose posts are recorded. */
function setup(options: Partial<EmbedChannelOptions> = {}, framed = true) {
  const parent = { postMessage: vi.fn() };
  const win = Object.assign(new EventTarget(), { parent: null as unknown }) as unknown as Window;
  (win as { parent: unknown }).parent = framed ? parent : win;
  const onColorMode = vi.fn<(t: 'dark' | 'light') => void>();
  const onFocus = vi.fn<() => void>();
  const onHost = vi.fn<(h: string) => void>();
  const channel = createEmbedChannel({
    window: win,
    parentOrigins: ['https://host.example'],
    onColorMode,
    onFocus,
    onHost,
    ...options,
  });
  const send = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
    win.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? 'https://host.example',
        source: ('source' in from ? from.source : parent) as Window | null,
      }),
    );
  return { parent, channel, send, onColorMode, onFocus, onHost };
}

describe('createEmbedChannel', () => {
  it('posts embed-ready to its parent on start', () => {
    const { parent, channel } = setup();
    expect(channel.framed).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      '{"type":"embed-ready"}',
      'https://host.example',
    );
  });

  it('follows colour-mode strings and records the host', () => {
    const { send, onColorMode, onHost } = setup();
    send('dark-mode');
    send('light-mode');
    send('{"type":"internal-link-host","host":"docs.example.com"}');
    expect(onColorMode.mock.calls).toEqual([['dark'], ['light']]);
    expect(onHost).toHaveBeenCalledWith('docs.example.com');
  });

  it('reports link clicks and close requests to the parent', () => {
    const { parent, channel } = setup();
    channel.linkClick('https://docs.example.com/docs/a');
    channel.requestClose();
    expect(parent.postMessage.mock.calls.slice(1)).toEqual([
      [
        '{"type":"internal-link-click","url":"https://docs.example.com/docs/a"}',
        'https://host.example',
      ],
      ['close', 'https://host.example'],
    ]);
  });

  it('answers Cmd+I and Escape keydowns with a cmd-i object, other keys with nothing', () => {
    const { parent, send } = setup();
    send({ type: 'keydown', data: { key: 'i', metaKey: true } });
    send('{"type":"keydown","data":{"key":"Escape","metaKey":false}}');
    send({ type: 'keydown', data: { key: 'i', metaKey: false } });
    send({ type: 'keydown', data: { key: 'k', metaKey: true } });
    expect(parent.postMessage.mock.calls.slice(1)).toEqual([
      [{ type: 'cmd-i' }, 'https://host.example'],
      [{ type: 'cmd-i' }, 'https://host.example'],
    ]);
  });

  it('focuses on a focus message', () => {
    const { send, onFocus } = setup();
    send({ type: 'focus' });
    expect(onFocus).toHaveBeenCalledOnce();
  });

  it('hears only its parent window, and only from an allowed origin', () => {
    const { send, onColorMode, onFocus } = setup();
    send('dark-mode', { source: { postMessage() {} } });
    send({ type: 'focus' }, { origin: 'https://evil.example' });
    expect(onColorMode).not.toHaveBeenCalled();
    expect(onFocus).not.toHaveBeenCalled();
    send('dark-mode');
    expect(onColorMode).toHaveBeenCalledWith('dark');
  });

  it('posts to every allowed origin and never to a wildcard', () => {
    const { parent } = setup({ parentOrigins: ['https://a.example', '*', 'https://b.example'] });
    expect(parent.postMessage.mock.calls).toEqual([
      ['{"type":"embed-ready"}', 'https://a.example'],
      ['{"type":"embed-ready"}', 'https://b.example'],
    ]);
  });

  it('ignores junk without throwing', () => {
    const { send, onColorMode, onFocus } = setup();
    for (const junk of ['{', 'DARK-MODE', 7, null, { type: 'keydown', data: 'x' }])
      expect(() => send(junk)).not.toThrow();
    expect(onColorMode).not.toHaveBeenCalled();
    expect(onFocus).not.toHaveBeenCalled();
  });

  it('posts nothing and hears nothing when not framed', () => {
    const { channel, onColorMode, send } = setup({}, false);
    expect(channel.framed).toBe(false);
    expect(() => channel.linkClick('https://a.example/')).not.toThrow();
    send('dark-mode');
    expect(onColorMode).not.toHaveBeenCalled();
  });

  it('stops listening after dispose', () => {
    const { channel, send, onColorMode } = setup();
    channel.dispose();
    send('dark-mode');
    expect(onColorMode).not.toHaveBeenCalled();
  });
});
