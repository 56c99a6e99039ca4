import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset['theme']);

describe('page shell at 1280px', () => {
  it('has a skip link that lands in the docs article, past the sidebar', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sk-doc__article');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.sk-doc__article'))).toBe(
      true,
    );
    await context.close();
  });

  it('has a skip link that moves focus to the main content on pages without a marked target', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/about`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__sk_main');
    await context.close();
  });

  it('opens dropdowns by click, hover and keyboard; Escape and outside clicks close them', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const products = page.getByRole('button', { name: 'Products' });
    const menu = page.locator('.sk-dropdown', { has: products }).locator('.sk-dropdown__menu');
    await products.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Player',
      'Lambda',
      'Editor Starter',
      'Timeline',
      'WebCodecs',
      'Recorder',
    ]);
    await page.mouse.click(5, 400);
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Resources' }).hover();
    expect(
      await page
        .locator('.sk-dropdown', { has: page.getByRole('button', { name: 'Resources' }) })
        .locator('.sk-dropdown__menu')
        .isVisible(),
    ).toBe(true);
    await page.mouse.move(5, 400);
    await page.getByRole('button', { name: 'Commercial' }).focus();
    await page.keyboard.press('Enter');
    const commercial = page
      .locator('.sk-dropdown', { has: page.getByRole('button', { name: 'Commercial' }) })
      .locator('.sk-dropdown__menu');
    expect(await commercial.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await commercial.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Commercial');
    await context.close();
  });

  it('names its icon links and opens the brand page in a new tab on a right-click of the logo', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    for (const name of ['GitHub repository', 'Discord community', 'X / Twitter']) {
      const link = page.getByRole('link', { name });
      expect(await link.count()).toBe(1);
      expect(await link.locator('svg').getAttribute('width')).toBe('21');
    }
    // The brand page is outside the machine: answer it locally to see where the new tab went.
    await context.route('https://www.remotion.dev/brand', (r) => r.fulfill({ body: 'brand page' }));
    const popup = context.waitForEvent('page');
    await page.locator('.sk-navbar__brand').click({ button: 'right' });
    const brand = await popup;
    await brand.waitForLoadState();
    expect(brand.url()).toBe('https://www.remotion.dev/brand');
    await context.close();
  });

  it('cycles the colour mode light → dark → system, keeps it across reloads, with no flash', async () => {
    const { page, context } = await openPage(browser, { ...desktop, colorScheme: 'light' });
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
    expect(await toggle.getAttribute('aria-label')).toContain('currently system mode');
    await toggle.click();
    expect([await theme(page), await toggle.getAttribute('aria-label')]).toEqual([
      'light',
      expect.stringContaining('currently light mode'),
    ]);
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    // With the app's code blocked, the stored choice still applies before paint.
    await page.route('**/assets/**', (r) => r.abort());
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await page.unroute('**/assets/**');
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
    expect(
      await page
        .getByRole('button', { name: /^Switch between dark and light mode/ })
        .getAttribute('aria-label'),
    ).toContain('currently system mode');
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  it('has a three-column footer with the current year', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/`);
    expect(await page.locator('.sk-footer__title').allTextContents()).toEqual([
      'Remotion',
      'Community',
      'More',
    ]);
    expect(await page.locator('.sk-footer__copyright').textContent()).toContain(
      String(new Date().getFullYear()),
    );
    await context.close();
  });

  it('warns about a misconfigured base URL on the home page when the assets do not load', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.route('**/assets/**', (r) => r.abort());
    await page.goto(`${baseUrl()}/`);
    const banner = page.locator('#sk-base-url-issue-banner');
    await banner.waitFor({ state: 'visible', timeout: 5000 });
    expect(await banner.textContent()).toContain('Your site did not load properly.');
    expect(await banner.locator('#sk-base-url-suggestion').textContent()).toBe('/');
    await context.close();
  });
});

describe('docs layout', () => {
  it('highlights the current page, expands categories on demand and shows crumbs, TOC, edit link and prev/next', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    expect(await page.locator('.sk-sidebar [aria-current="page"]').textContent()).toBe(
      'interpolate()',
    );
    expect(await page.locator('.sk-breadcrumbs li').allTextContents()).toEqual([
      'Docs',
      'API',
      'interpolate()',
    ]);
    const player = page.getByRole('button', { name: "Expand sidebar category '@remotion/player'" });
    const sidebarJson = page.waitForResponse((r) =>
      r.url().endsWith('/_sk/sidebars/apiSidebar.json'),
    );
    await player.click();
    await sidebarJson;
    await page
      .locator('.sk-sidebar')
      .getByRole('link', { name: '<Player>', exact: true })
      .waitFor();
    expect(await page.locator('.sk-doc__toc .sk-toc a').count()).toBeGreaterThan(3);
    expect(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toContain(
      'content/docs/interpolate.mdx',
    );
    expect(await page.locator('.sk-pagination__link').count()).toBeGreaterThan(0);
    await page.locator('#examples').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('examples')!.scrollIntoView());
    await expect
      .poll(() => page.locator('.sk-doc__toc a[aria-current="location"]').textContent())
      .toBe('Examples');
    await context.close();
  });

  it('renders MDX components: tabs synced by group, code blocks with a copy button, admonitions, heading anchors', async () => {
    const { page, context } = await openPage(browser, desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'pnpm' }).click();
    expect(await page.locator('[role="tabpanel"]:not([hidden])').first().textContent()).toContain(
      'pnpm create video',
    );
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'))
      .toBe('true');
    const block = page.locator('.sk-code').filter({ visible: true }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    // The clipboard write is asynchronous; the button says so once it resolved.
    await expect.poll(() => block.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pnpm create video');
    expect(await page.locator('.sk-admonition').count()).toBeGreaterThan(0);
    expect(await page.locator('h2 .sk-heading-anchor').first().getAttribute('href')).toMatch(/^#/);
    await context.close();
  });
});

describe('page shell at 375px', () => {
  it('opens a drawer with the docs sidebar and the main menu, locks scrolling, closes on Escape and navigation', async () => {
    const { page, context } = await openPage(browser, mobile);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    expect(await page.locator('.sk-doc__sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await drawer.locator('.sk-sidebar [aria-current="page"]').textContent()).toBe(
      'interpolate()',
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await drawer.getByRole('link', { name: 'Docs' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await drawer.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page
      .getByRole('dialog')
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'spring()', exact: true })
      .click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('spring()');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
