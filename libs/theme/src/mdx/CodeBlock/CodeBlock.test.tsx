import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../tests/render.js';
import { TWOSLASH_CLASS } from '../../head/vocabulary.js';
import { CodeBlock } from './index.js';
import { TYPE_POPUP_HIDE_DELAY_MS } from './type-hovers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A type-checked block as the build writes it: `const delay = msOf(2)`, two tokens. */
const block = () =>
  render(
    <CodeBlock code="const delay = msOf(2);" language="ts" twoslash>
      <pre className="shiki">
        <code>
          <span className="line">
            <span>const </span>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the build's markup: no role, so reading the code does not announce every name as a control */}
            <span className={TWOSLASH_CLASS.token} tabIndex={0} aria-describedby="t-0">
              delay
            </span>
            <span> = </span>
            <span className={TWOSLASH_CLASS.token} tabIndex={-1} aria-describedby="t-1">
              msOf
            </span>
            <span>(2);</span>
          </span>
        </code>
      </pre>
      <div className={TWOSLASH_CLASS.popups}>
        <div className={TWOSLASH_CLASS.popup} id="t-0" role="tooltip" hidden>
          <code className={TWOSLASH_CLASS.popupType}>const delay: number</code>
        </div>
        <div className={TWOSLASH_CLASS.popup} id="t-1" role="tooltip" hidden>
          <code className={TWOSLASH_CLASS.popupType}>function msOf(s: number): number</code>
        </div>
      </div>
    </CodeBlock>,
  ).container;

const parts = (container: HTMLElement) => {
  const [delay, msOf] = Array.from(
    container.querySelectorAll<HTMLElement>(`.${TWOSLASH_CLASS.token}`),
  );
  const popup = (token: HTMLElement) =>
    document.getElementById(token.getAttribute('aria-describedby')!)!;
  return { delay: delay!, msOf: msOf!, popup };
};
const visible = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(`.${TWOSLASH_CLASS.popup}`))
    .filter((p) => !p.hidden)
    .map((p) => p.textContent);
const key = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
const mouse = (type: 'mouseover' | 'mouseout', target: Element, relatedTarget?: Element) =>
  act(() => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }));
  });

describe('type popups of a twoslash code block', () => {
  it('show on keyboard focus, and hide on Escape and when the focus leaves', () => {
    const container = block();
    const { delay, popup } = parts(container);
    act(() => delay.focus());
    expect(visible(container)).toEqual(['const delay: number']);
    // The tooltip describes the focused token.
    expect(delay.getAttribute('aria-describedby')).toBe(popup(delay).id);
    expect(popup(delay).getAttribute('role')).toBe('tooltip');
    key(delay, 'Escape');
    expect(visible(container)).toEqual([]);
    expect(document.activeElement).toBe(delay);
    act(() => delay.blur());
    act(() => delay.focus());
    expect(visible(container)).toEqual(['const delay: number']);
    act(() => delay.blur());
    expect(visible(container)).toEqual([]);
  });

  it('show on hover, stay while the pointer moves onto the popup, and hide on Escape', () => {
    const container = block();
    const { delay, msOf, popup } = parts(container);
    mouse('mouseover', msOf);
    expect(visible(container)).toEqual(['function msOf(s: number): number']);
    // Onto the popup: it stays (it can be read and selected).
    mouse('mouseout', msOf, popup(msOf));
    mouse('mouseover', popup(msOf));
    act(() => vi.advanceTimersByTime(TYPE_POPUP_HIDE_DELAY_MS * 2));
    expect(visible(container)).toEqual(['function msOf(s: number): number']);
    // Off it: gone after a moment.
    mouse('mouseout', popup(msOf), container);
    act(() => vi.advanceTimersByTime(TYPE_POPUP_HIDE_DELAY_MS));
    expect(visible(container)).toEqual([]);
    // One popup at a time; Escape anywhere hides a hovered one.
    mouse('mouseover', delay);
    mouse('mouseover', msOf);
    expect(visible(container)).toEqual(['function msOf(s: number): number']);
    key(document.body, 'Escape');
    expect(visible(container)).toEqual([]);
  });

  it('move the focus between tokens with the arrow keys, the block keeping one tab stop', () => {
    const container = block();
    const { delay, msOf } = parts(container);
    act(() => delay.focus());
    key(delay, 'ArrowRight');
    expect(document.activeElement).toBe(msOf);
    expect(visible(container)).toEqual(['function msOf(s: number): number']);
    expect([delay.tabIndex, msOf.tabIndex]).toEqual([-1, 0]);
    key(msOf, 'ArrowRight');
    expect(document.activeElement).toBe(msOf);
    key(msOf, 'Home');
    expect(document.activeElement).toBe(delay);
    key(delay, 'End');
    expect(document.activeElement).toBe(msOf);
    key(msOf, 'ArrowLeft');
    expect(document.activeElement).toBe(delay);
  });

  it('open inside the viewport: below the token, moved left at the right edge, above at the bottom', () => {
    const container = block();
    const { delay, popup } = parts(container);
    const rect = (left: number, top: number) =>
      ({ left, top, bottom: top + 20, right: left + 30, width: 30, height: 20 }) as DOMRect;
    Object.defineProperty(popup(delay), 'offsetWidth', { value: 300 });
    Object.defineProperty(popup(delay), 'offsetHeight', { value: 100 });
    delay.getBoundingClientRect = () => rect(window.innerWidth - 40, 100);
    act(() => delay.focus());
    expect(popup(delay).style.left).toBe(`${window.innerWidth - 300 - 8}px`);
    expect(popup(delay).style.top).toBe('124px');
    act(() => delay.blur());
    delay.getBoundingClientRect = () => rect(10, window.innerHeight - 30);
    act(() => delay.focus());
    expect(popup(delay).dataset['placement']).toBe('above');
    expect(popup(delay).style.top).toBe(`${window.innerHeight - 30 - 4 - 100}px`);
  });

  it('are not wired up in a block without types', () => {
    const { container } = render(
      <CodeBlock code="x" language="ts">
        <pre>x</pre>
      </CodeBlock>,
    );
    expect(container.querySelector('.sk-twoslash-hint')).toBeNull();
  });
});

/** WCAG contrast of two `#rrggbb` colours. */
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

describe('twoslash styles', () => {
  const css = readFileSync(join(import.meta.dirname, '../../styles/index.css'), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`${selector} {`);
    return at === -1 ? '' : css.slice(at, css.indexOf('}', at));
  };
  const hex = (block: string, name: string) =>
    new RegExp(`(?:^|\\s|;)${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];

  it('give error messages 4.5:1 contrast in light and dark mode', () => {
    const light = rule('.sk-twoslash-error-line');
    const dark = rule("[data-theme='dark'] .sk-twoslash-error-line");
    expect(contrast(hex(light, 'color')!, hex(light, 'background')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(dark, '--shiki-dark')!, hex(dark, 'background')!)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('put popups on the page colours, and animate them only without reduced motion', () => {
    const popup = rule('.sk-twoslash-popup');
    expect(popup).toContain('background: var(--sk-color-bg)');
    expect(popup).toContain('color: var(--sk-color-text)');
    expect(popup).toContain('animation: sk-twoslash-in');
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.sk-twoslash-popup \{\s*animation: none;/,
    );
  });
});

it('renders the highlighted block the build passes as HTML, inside its frame with the copy button', () => {
  const { container } = render(
    <CodeBlock
      code="const a = 1;"
      language="ts"
      html={
        '<pre class="shiki" tabindex="0"><code><span class="line"><span style="color:#0E1116">const a = 1;</span></span></code></pre>'
      }
    />,
  );
  const pre = container.querySelector('.sk-code__body pre.shiki')!;
  expect(pre.textContent).toBe('const a = 1;');
  expect(pre.getAttribute('tabindex')).toBe('0');
  expect(container.querySelector('.sk-code__copy')).not.toBeNull();
});
