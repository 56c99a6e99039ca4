// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { HOSTED_SCRIPT_ID, injectScript } from './index';

it('injects the hosted script into the head once, with the vendor attributes', () => {
  const attributes = { 'data-sidepanel': 'true', 'data-hide-launcher': 'true' };
  injectScript(document, 'https://assistant.example/embed.js', attributes);
  injectScript(document, 'https://assistant.example/embed.js', attributes);
  const scripts = document.head.querySelectorAll(`script#${HOSTED_SCRIPT_ID}`);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.getAttribute('src')).toBe('https://assistant.example/embed.js');
  expect(scripts[0]!.getAttribute('data-sidepanel')).toBe('true');
  expect(scripts[0]!.getAttribute('data-hide-launcher')).toBe('true');
});
