import { describe, expect, it } from 'vitest';
import { linkAction } from './links.js';

describe('linkAction', () => {
  const host = 'docs.example.com';

  it('navigates to path, query and hash for URLs on the site host', () => {
    expect(linkAction('https://docs.example.com/docs/spline?x=1#config', host)).toEqual({
      kind: 'navigate',
      path: '/docs/spline?x=1#config',
    });
  });

  it('opens other http(s) URLs externally', () => {
    expect(linkAction('https://github.com/x', host)).toEqual({
      kind: 'open',
      url: 'https://github.com/x',
    });
    expect(linkAction('http://docs.example.com:8080/a', host)).toEqual({
      kind: 'open',
      url: 'http://docs.example.com:8080/a',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:someone@example.com',
    'file:///etc/passwd',
    '/docs/relative',
    'not a url',
    '',
  ])('ignores %s', (url) => {
    expect(linkAction(url, host)).toEqual({ kind: 'ignore' });
  });
});
