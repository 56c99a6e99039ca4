import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Navbar } from '../src/shell/Navbar/index.js';
import { MobileSidebarProvider } from '../src/logic/mobile-sidebar.js';
import { render } from './render.js';

const renderNavbar = (config: Parameters<typeof render>[1] = {}) =>
  render(
    <MobileSidebarProvider>
      <Navbar />
      <h2 id="usage">Usage</h2>
    </MobileSidebarProvider>,
    config,
  );

afterEach(() => {
  document.body.innerHTML = '';
});

describe('navbar.hideOnScroll', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
    scrollTo(0);
  });
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  }
  const hidden = (container: HTMLElement) =>
    container.querySelector('.sk-navbar')!.hasAttribute('data-hidden');

  it('hides the navbar on scrolling down and shows it on scrolling up', () => {
    const { container } = renderNavbar({
      navbar: { logo: { alt: 'Logo', src: '/logo.svg' }, items: [], hideOnScroll: true },
    });
    expect(hidden(container)).toBe(false);
    scrollTo(400);
    expect(hidden(container)).toBe(true);
    scrollTo(300);
    expect(hidden(container)).toBe(false);
  });

  it('hides the navbar on navigating to an anchor, despite the scroll that follows', async () => {
    const { container, router } = renderNavbar({
      navbar: { logo: { alt: 'Logo', src: '/logo.svg' }, items: [], hideOnScroll: true },
    });
    scrollTo(800);
    scrollTo(700);
    expect(hidden(container)).toBe(false);
    await act(() => router.navigate('/#usage'));
    expect(hidden(container)).toBe(true);
    scrollTo(500); // the jump to the heading, upwards
    expect(hidden(container)).toBe(true);
  });

  it('keeps the navbar in place by default', () => {
    const { container } = renderNavbar();
    scrollTo(400);
    expect(hidden(container)).toBe(false);
    expect(container.querySelector('.sk-navbar--hideable')).toBeNull();
  });

  it('slides without animation for readers who prefer reduced motion', () => {
    const css = readFileSync(join(__dirname, '../src/styles/index.css'), 'utf8');
    const reduced = [
      ...css.matchAll(/@media \(prefers-reduced-motion: reduce\) \{([^@]*?)\n {2}\}/g),
    ];
    expect(
      reduced.some(([, rules]) => /\.sk-navbar--hideable \{\s*transition: none;/.test(rules!)),
    ).toBe(true);
  });
});

describe('navbar items', () => {
  const logo = { alt: 'Logo', src: '/logo.svg' };

  it('lists every configured locale, the others under their path', () => {
    const { container } = renderNavbar({
      i18n: { defaultLocale: 'en', locales: { en: {}, fr: { label: 'Français', path: 'fr' } } },
      navbar: { logo, items: [{ type: 'locale' }] },
    });
    const links = [...container.querySelectorAll('.sk-dropdown__menu a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['English', '/'],
      ['Français', '/fr'],
    ]);
    expect(container.querySelector('.sk-dropdown__button')?.textContent).toBe('English');
  });

  it('gives dropdown links their configured class and accessible name', () => {
    const { container } = renderNavbar({
      navbar: {
        logo,
        items: [
          {
            type: 'dropdown',
            label: 'More',
            items: [
              { label: 'Pro', to: '/pro', className: 'pro-badge', ariaLabel: 'Pro features' },
            ],
          },
        ],
      },
    });
    const link = container.querySelector('.sk-dropdown__menu a')!;
    expect(link.className).toBe('sk-dropdown__link pro-badge');
    expect(link.getAttribute('aria-label')).toBe('Pro features');
  });
});
