import { expect, it } from 'vitest';
import { withBase } from './urls';

it('resolves site paths against the base URL and leaves absolute URLs alone', () => {
  expect(withBase('/', '/ai-embed')).toBe('/ai-embed');
  expect(withBase('/sub/', '/ai-embed')).toBe('/sub/ai-embed');
  expect(withBase('/sub/', '_sk/search-index.json')).toBe('/sub/_sk/search-index.json');
  expect(withBase('/sub/', 'https://assistant.example/w/1')).toBe('https://assistant.example/w/1');
  expect(withBase('/', '//assistant.example/w')).toBe('//assistant.example/w');
});
