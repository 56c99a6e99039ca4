import { expect, it } from 'vitest';
import { bareText, camelParts } from './text.js';

it('splits a camelCase or PascalCase name at each capital', () => {
  expect(camelParts('loadConfigFile')).toEqual(['load', 'Config', 'File']);
  expect(camelParts('ImageGallery')).toEqual(['Image', 'Gallery']);
  expect(camelParts('toBase64String')).toEqual(['to', 'Base64', 'String']);
});

it('keeps an acronym whole, ending it before the word it runs into', () => {
  expect(camelParts('parseHTMLString')).toEqual(['parse', 'HTML', 'String']);
  expect(camelParts('getURL')).toEqual(['get', 'URL']);
});

it('returns a word without an inner case change as its one part', () => {
  expect(camelParts('render')).toEqual(['render']);
  expect(camelParts('HTML')).toEqual(['HTML']);
});

it('reduces a title to its letters and digits, lowercased', () => {
  expect(bareText('<ImageGallery>')).toBe('imagegallery');
  expect(bareText('loadConfig()')).toBe('loadconfig');
  expect(bareText('@scope/package')).toBe('scopepackage');
});
