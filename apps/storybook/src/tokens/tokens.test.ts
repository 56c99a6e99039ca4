import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenStylesheets } from '../../.storybook/design-tokens';
import { contrastRatio, parseColor, rate } from './contrast';
import { parseCss } from './parse-css';
import { designTokens } from './tokens';

const files = tokenStylesheets();
const tokens = designTokens(
  files.map((file) => ({ file: relative(process.cwd(), file), css: readFileSync(file, 'utf8') })),
);

describe('parseCss', () => {
  it('reads rules inside @layer and @media, with their at-rules, and skips keyframes', () => {
    const rules = parseCss(`/* c { x: y } */
      @layer a { :root { --x: 1px; } @media (max-width: 10px) { .b, .c:is(.d, .e) { gap: 2px !important; } } }
      @keyframes k { from { opacity: 0 } }`);
    expect(rules).toEqual([
      {
        selectors: [':root'],
        declarations: [{ property: '--x', value: '1px' }],
        atRules: ['@layer a'],
      },
      {
        selectors: ['.b', '.c:is(.d, .e)'],
        declarations: [{ property: 'gap', value: '2px' }],
        atRules: ['@layer a', '@media (max-width: 10px)'],
      },
    ]);
  });
});

describe('contrast', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio(parseColor('#000')!, parseColor('#ffffff')!)).toBe(21);
    expect(contrastRatio(parseColor('rgb(119 119 119)')!, parseColor('white')!)).toBe(4.48);
    expect(rate(4.5)).toBe('AA');
    expect(rate(3.2)).toBe('AA large');
    expect(parseColor('rgb(0 0 0 / 0.12)')).toBeNull();
  });
});

describe('the design tokens page', () => {
  it('shows every custom property the theme declares on :root', () => {
    const css = readFileSync(files[0]!, 'utf8');
    const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
    const declared = [...root.matchAll(/(--sk-[\w-]+):/g)].map((m) => m[1]);
    const shown = [...tokens.colors, ...tokens.fonts, ...tokens.sizes, ...tokens.other].map(
      (t) => t.name,
    );
    expect(shown.sort()).toEqual(declared.sort());
  });

  it('has a dark value for every colour', () => {
    for (const color of tokens.colors) {
      expect(parseColor(color.resolved.dark), color.name).not.toBeNull();
    }
  });

  it('finds the type scale, spacing, radii, shadows and breakpoints the rules use', () => {
    expect(tokens.typeScale.length).toBeGreaterThan(5);
    expect(tokens.spacing.map((s) => s.value)).toContain('1rem');
    expect(tokens.radii.map((r) => r.value)).toContain('var(--sk-radius)');
    expect(tokens.shadows.length).toBeGreaterThan(0);
    expect(tokens.breakpoints.map((b) => b.query)).toContain('(max-width: 996px)');
  });
});

describe('the theme’s colours', () => {
  it('give body text at least AA contrast on every surface, in both modes', () => {
    const text = tokens.contrast.filter((c) =>
      ['--sk-color-text', '--sk-color-text-muted', '--sk-color-primary'].includes(c.foreground),
    );
    expect(text.length).toBeGreaterThan(6);
    for (const pair of text) {
      expect(
        pair.ratio,
        `${pair.mode} ${pair.foreground} on ${pair.background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give each admonition kind a 4.5 : 1 accent on its background, in both modes', () => {
    const kinds = tokens.variants.filter((v) => v.component === 'sk-admonition');
    expect(kinds.map((k) => k.variant).sort()).toEqual([
      'caution',
      'danger',
      'info',
      'note',
      'tip',
      'warning',
    ]);
    for (const kind of kinds) {
      for (const pair of kind.contrast) {
        expect(
          pair.ratio,
          `${kind.variant} ${pair.mode} ${pair.foreground}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
