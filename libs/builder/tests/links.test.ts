import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkLinks } from '../src/links.js';

const page = (path: string, main: string, source?: string) => ({
  path,
  html: `<nav><a href="/chrome-only">x</a></nav><main>${main}</main>`,
  ...(source ? { source } : {}),
});
const dist = mkdtempSync(join(tmpdir(), 'sk-links-'));
const root = join(import.meta.dirname, '../../..');
writeFileSync(join(dist, 'robots.txt'), '');

it('fails on a broken internal link, naming the source file and the target', () => {
  const report = checkLinks(
    [page('/docs/a', '<a href="/docs/missing">x</a>', 'content/docs/a.mdx')],
    dist,
    root,
  );
  expect(report.errors).toEqual(['Broken link on /docs/a (content/docs/a.mdx): /docs/missing']);
});

it('accepts routes in any URL form, files in the output and external links', () => {
  const pages = [
    page(
      '/docs/a',
      '<a href="/docs/b/">b</a><a href="/docs/b.html">b</a><a href="/robots.txt">r</a><a href="https://example.com/x">e</a><a href="mailto:x@y.z">m</a>',
    ),
    page('/docs/b', '<h2 id="there">T</h2>'),
  ];
  expect(checkLinks(pages, dist, root)).toEqual({ errors: [], warnings: [] });
});

it('warns about broken anchors, Markdown file links and relative links', () => {
  const pages = [
    page(
      '/docs/a',
      '<a href="/docs/b#nowhere">1</a><a href="#self">2</a><a href="./b.mdx">3</a><a href="b">4</a><h2 id="self">S</h2>',
    ),
    page('/docs/b', ''),
  ];
  const { errors, warnings } = checkLinks(pages, dist, root);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([
    'Broken anchor on /docs/a: /docs/b#nowhere (no element with id "nowhere" on /docs/b)',
    "Broken Markdown link on /docs/a: ./b.mdx (link to the page's URL, not its file)",
    'Relative link on /docs/a: b (write links relative to the site root)',
  ]);
});

it('fails on a link with a malformed percent-escape, naming the file, line and link', () => {
  const report = checkLinks(
    [
      page(
        '/docs/a',
        '<a href="/docs/b#caf%E0%A4%A">x</a>',
        'libs/builder/tests/fixtures/malformed-link/a.mdx',
      ),
      page('/docs/b', ''),
    ],
    dist,
    root,
  );
  expect(report.errors).toEqual([
    'Malformed link on /docs/a (libs/builder/tests/fixtures/malformed-link/a.mdx), line 7: /docs/b#caf%E0%A4%A (invalid percent-escape)',
  ]);
});
