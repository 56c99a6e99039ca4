import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ADMONITION_TYPES } from '../../head/vocabulary.js';
import { Admonition } from './index.js';

const render = (element: React.ReactElement) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return host.firstElementChild as HTMLElement;
};

describe('Admonition', () => {
  it('gives every kind its class, an icon hidden from assistive technology and its label', () => {
    for (const type of ADMONITION_TYPES) {
      const box = render(<Admonition type={type}>Body</Admonition>);
      expect(box.className).toBe(`sk-admonition sk-admonition--${type}`);
      const icon = box.querySelector('.sk-admonition__title svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(box.querySelector('.sk-admonition__title')?.textContent?.toLowerCase()).toBe(type);
    }
  });

  it('renders caution as its own kind, with an icon of its own', () => {
    const caution = render(<Admonition type="caution" />);
    const warning = render(<Admonition type="warning" />);
    expect(caution.classList.contains('sk-admonition--caution')).toBe(true);
    expect(caution.querySelector('.sk-admonition__title')?.textContent).toBe('Caution');
    expect(caution.querySelector('svg')?.innerHTML).not.toBe(
      warning.querySelector('svg')?.innerHTML,
    );
  });

  it('shows a custom title instead of the label, and falls back to note for an unknown kind', () => {
    const titled = render(<Admonition type="tip" title="Before you start" />);
    expect(titled.querySelector('.sk-admonition__title')?.textContent).toBe('Before you start');
    const unknown = render(<Admonition type={'notee' as never} />);
    expect(unknown.className).toBe('sk-admonition sk-admonition--note');
  });
});

/** WCAG relative luminance contrast of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('admonition colours in the stylesheet', () => {
  const css = readFileSync(join(import.meta.dirname, '../../styles/index.css'), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`${selector} {`);
    return at === -1 ? '' : css.slice(at, css.indexOf('}', at));
  };
  const property = (block: string, name: string) =>
    new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];
  const root = rule(':root');
  const dark = rule("[data-theme='dark']");

  it.each(ADMONITION_TYPES)('%s: accent and text reach 4.5:1 in light and dark mode', (type) => {
    const light = rule(`.sk-admonition--${type}`);
    const darkKind = rule(`[data-theme='dark'] .sk-admonition--${type}`);
    const lightBg = property(light, '--sk-admonition-bg')!;
    // Dark mode puts every kind on the page's subtle background.
    expect(rule("[data-theme='dark'] .sk-admonition")).toContain('var(--sk-color-bg-subtle)');
    const darkBg = property(dark, '--sk-color-bg-subtle')!;
    expect(contrast(property(light, '--sk-admonition-accent')!, lightBg)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast(property(root, '--sk-color-text')!, lightBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(property(darkKind, '--sk-admonition-accent')!, darkBg)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast(property(dark, '--sk-color-text')!, darkBg)).toBeGreaterThanOrEqual(4.5);
  });
});
