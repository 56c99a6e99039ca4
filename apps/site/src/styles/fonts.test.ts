import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import figtree from '@capsizecss/metrics/figtree';
import { expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

/** The declarations of the first `@font-face` block naming `family`. */
function fontFace(source: string, family: string): Record<string, string> {
  const block = [...source.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1]!)
    .find((body) => body.includes(`'${family}'`) || body.includes(`"${family}"`));
  if (!block) throw new Error(`No @font-face for ${family}`);
  return Object.fromEntries(
    block
      .split(';')
      .map((d) => d.split(':').map((s) => s.trim()))
      .filter((d) => d.length === 2)
      .map(([k, v]) => [k!, v!]),
  );
}

it("sizes the fallback face to Figtree's metrics over Arial, so the swap does not shift text", () => {
  const expected = fontFace(createFontStack([figtree, arial]).fontFaces, 'Figtree Fallback');
  const ours = fontFace(css, 'Figtree Fallback');
  for (const key of ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust'])
    expect(ours[key], key).toBe(expected[key]);
  expect(ours['src']).toContain("local('Arial')");
});

it('preloads the latin file the body text needs first', () => {
  expect(html).toMatch(
    /<link\s+rel="preload"\s+as="font"\s+type="font\/woff2"\s+crossorigin\s+href="..\/..\/node_modules\/@fontsource-variable\/figtree\/files\/figtree-latin-wght-normal\.woff2"/,
  );
  const fontCss = join(
    import.meta.dirname,
    '../../../../node_modules/@fontsource-variable/figtree/wght.css',
  );
  expect(readFileSync(fontCss, 'utf8')).toContain('font-display: swap');
});
