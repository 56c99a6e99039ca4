import { describe, expect, it } from 'vitest';
import { encodeMessage, parseMessage } from './index.js';

describe('parseMessage', () => {
  it('reads JSON strings and objects alike', () => {
    const click = { type: 'internal-link-click', url: 'https://example.com/docs/a' };
    expect(parseMessage(JSON.stringify(click))).toEqual(click);
    expect(parseMessage(click)).toEqual(click);
    expect(parseMessage('{"type":"embed-ready"}')).toEqual({ type: 'embed-ready' });
    expect(parseMessage({ type: 'embed-ready', widgetConfig: { a: 1 } })).toEqual({
      type: 'embed-ready',
      widgetConfig: { a: 1 },
    });
    expect(
      parseMessage(encodeMessage({ type: 'internal-link-host', host: 'example.com' })),
    ).toEqual({
      type: 'internal-link-host',
      host: 'example.com',
    });
  });

  it('reads the plain-string messages', () => {
    expect(parseMessage('dark-mode')).toBe('dark-mode');
    expect(parseMessage('light-mode')).toBe('light-mode');
    expect(parseMessage('close')).toBe('close');
  });

  it('reads parent keydown and focus messages, defaulting metaKey to false', () => {
    expect(parseMessage({ type: 'keydown', data: { key: 'i', metaKey: true } })).toEqual({
      type: 'keydown',
      data: { key: 'i', metaKey: true },
    });
    expect(parseMessage('{"type":"keydown","data":{"key":"Escape"}}')).toEqual({
      type: 'keydown',
      data: { key: 'Escape', metaKey: false },
    });
    expect(parseMessage({ type: 'focus' })).toEqual({ type: 'focus' });
    expect(parseMessage({ type: 'cmd-i' })).toEqual({ type: 'cmd-i' });
  });

  it('drops unknown fields', () => {
    expect(parseMessage({ type: 'internal-link-click', url: 'https://a.b/', extra: 1 })).toEqual({
      type: 'internal-link-click',
      url: 'https://a.b/',
    });
  });

  it.each([
    ['malformed JSON', '{"type":'],
    ['an unknown string', 'hello'],
    ['a JSON string of a plain message', '"dark-mode"'],
    ['an unknown type', { type: 'something-else' }],
    ['a missing url', { type: 'internal-link-click' }],
    ['a non-string url', { type: 'internal-link-click', url: 42 }],
    ['a missing host', '{"type":"internal-link-host"}'],
    ['keydown without data', { type: 'keydown' }],
    ['keydown with a non-string key', { type: 'keydown', data: { key: 1 } }],
    ['an inherited type name', { type: 'toString' }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', [{ type: 'focus' }]],
  ])('gives null for %s', (_, input) => {
    expect(parseMessage(input)).toBeNull();
  });

  it('never throws, even on an object whose getter throws', () => {
    const hostile = {
      get type(): string {
        throw new Error('boom');
      },
    };
    expect(() => parseMessage(hostile)).not.toThrow();
    expect(parseMessage(hostile)).toBeNull();
  });
});
