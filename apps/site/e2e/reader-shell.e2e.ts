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

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('Ask AI, styled', () => {
  it('lays out the local assistant: a filled input and button, and example questions', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/ai-embed`);
    await waitForHydration(page);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Ask AI about the docs',
    );
    expect(parseFloat(await style(page, '.site-ai__input', 'padding-left'))).toBeGreaterThan(4);
    expect(await style(page, '.site-ai__submit', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    const examples = page.locator('.site-ai__suggestions').getByRole('button');
    expect(await examples.count()).toBeGreaterThanOrEqual(3);
    await examples.first().click();
    await expect
      .poll(() => page.locator('.site-ai__answer .site-ai__source-link').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await page.locator('.site-ai__suggestions').count()).toBe(0);
    await context.close();
  });

  it('keeps /ai compact: the frame is not mostly empty before the first question', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/ai`);
    await waitForHydration(page);
    const frameBox = await page.locator('.site-ai-page__frame').boundingBox();
    expect(frameBox!.height).toBeLessThanOrEqual(600);
    const frame = page.frameLocator('.site-ai-page__frame');
    await expect
      .poll(() => frame.locator('.site-ai__suggestions button').count())
      .toBeGreaterThan(2);
    await context.close();
  });

  it('leaves the article a readable width beside the open panel at 1280px', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await expect.poll(() => page.locator('#sk-assistant-panel').isVisible()).toBe(true);
    const article = (await page.locator('.sk-doc__article').boundingBox())!;
    expect(article.width).toBeGreaterThanOrEqual(520);
    // The side TOC yields to a folded one above the article.
    expect(await page.locator('.sk-doc__toc').isVisible()).toBe(false);
    expect(await page.locator('.sk-toc-collapsible').isVisible()).toBe(true);
    // Code blocks scroll inside the article instead of being cut off.
    const code = (await page.locator('.sk-doc__article pre').first().boundingBox())!;
    expect(code.x + code.width).toBeLessThanOrEqual(article.x + article.width + 1);
    const panel = (await page.locator('#sk-assistant-panel').boundingBox())!;
    expect(article.x + article.width).toBeLessThanOrEqual(panel.x + 1);
    await context.close();
  });
});

describe('mobile table of contents', () => {
  it('folds "On this page" above the article and closes it after a heading is chosen', async () => {
    const { page, context } = await openPage(browser, mobile);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    const toc = page.locator('.sk-toc-collapsible');
    expect(await toc.isVisible()).toBe(true);
    expect(await page.locator('.sk-doc__toc').isVisible()).toBe(false);
    const tocTop = (await toc.boundingBox())!.y;
    const h1Top = (await page.locator('.sk-doc__article h1').boundingBox())!.y;
    expect(tocTop).toBeLessThan(h1Top);
    await toc.locator('summary').click();
    await toc.getByRole('link', { name: 'Return value' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#return-value');
    expect(await toc.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('return-value')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    await context.close();
  });

  it('shows the side TOC, not the folded one, at 1280px', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    expect(await page.locator('.sk-doc__toc').isVisible()).toBe(true);
    expect(await page.locator('.sk-toc-collapsible').isVisible()).toBe(false);
    await context.close();
  });

  it('lays the article out the same before the side TOC has arrived (no shift when it does)', async () => {
    // The TOC's markup comes after the article's: a browser may paint the page without it.
    const { page, context } = await openPage(browser, { ...desktop, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/docs/interpolate`);
    const article = page.locator('.sk-doc__article');
    const withToc = await article.boundingBox();
    await page.locator('.sk-doc__toc').evaluate((toc) => toc.remove());
    expect(await article.boundingBox()).toEqual(withToc);
    await context.close();
  });
});

describe('focus stays with the reader', () => {
  for (const [path, player] of [
    ['/', '.title-demo .__remotion-player'],
    ['/docs/player/scaling', '.docs-demo .__remotion-player'],
  ] as const) {
    it(`no Player takes focus on load or when scrolled into view (${path})`, async () => {
      const { page, context } = await openPage(browser, desktop);
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      await page.locator(player.split(' ')[0]!).first().scrollIntoViewIfNeeded();
      await page.locator(player).first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
      await context.close();
    });
  }

  it('shows focus rings after keyboard use, not after a click', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    const next = page.locator('.sk-pagination a').first();
    const copy = page.locator('.sk-code__copy').first();
    await copy.click();
    expect(await copy.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await context.close();
  });
});

describe('code and buttons on marketing pages', () => {
  for (const path of ['/', '/player']) {
    it(`highlights the code sample at build time and scrolls it sideways (${path})`, async () => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      // Highlighted in the prerendered HTML: coloured token spans, no client-side highlighter.
      expect(html).toMatch(/<figure class="home-code">.*?<pre class="shiki[^"]*"/s);
      const { page, context } = await openPage(browser, mobile);
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      const pre = page.locator('.home-code pre').first();
      expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
      expect(await pre.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
      expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await pre.locator('span[style*="color"]').count()).toBeGreaterThan(10);
      await context.close();
    });
  }

  it('leaves space between the hero command and its Copy button', async () => {
    for (const options of [desktop, mobile]) {
      const { page, context } = await openPage(browser, options);
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const text = (await page.locator('.home-hero__command .copy-command__text').boundingBox())!;
      const button = (await page.locator('.home-hero__command button').boundingBox())!;
      const sameLine = button.y < text.y + text.height;
      if (sameLine) expect(button.x - (text.x + text.width)).toBeGreaterThanOrEqual(8);
      else expect(button.y - (text.y + text.height)).toBeGreaterThanOrEqual(4);
      await context.close();
    }
  });

  it('keeps every pill button on /contact in one piece at 375px', async () => {
    const { page, context } = await openPage(browser, mobile);
    await page.goto(`${baseUrl()}/contact`);
    await waitForHydration(page);
    const pieces = await page
      .locator('.home-button')
      .evaluateAll((els) => els.map((el) => el.getClientRects().length));
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((n) => n === 1)).toBe(true);
    await context.close();
  });
});

describe('shell details', () => {
  it('marks external items in navbar dropdowns and the footer, and says they open a new tab', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Resources' }).click();
    const external = page.locator('.sk-dropdown__menu a[target="_blank"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      expect(await link.locator('svg.sk-external-icon').count()).toBe(1);
      expect(await link.textContent()).toContain('(opens in a new tab)');
    }
    const internal = page.locator('.sk-dropdown__menu a:not([target])').first();
    expect(await internal.locator('svg').count()).toBe(0);
    const footerExternal = page.locator('.sk-footer a[target="_blank"]').first();
    expect(await footerExternal.locator('svg.sk-external-icon').count()).toBe(1);
    await context.close();
  });

  it('shows the brand and the colour toggle in the mobile drawer header', async () => {
    const { page, context } = await openPage(browser, mobile);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const header = page
      .getByRole('dialog', { name: 'Navigation menu' })
      .locator('.sk-mobile-sidebar__header');
    await header.waitFor();
    expect(await header.locator('img.sk-navbar__logo').first().isVisible()).toBe(true);
    const toggle = header.getByRole('button', { name: /mode/i });
    expect(await toggle.count()).toBe(1);
    // system → light → dark, as in the navbar.
    await toggle.click();
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']))
      .toBe('dark');
    await context.close();
  });

  it('sets text in the self-hosted brand typeface, preloaded, without shifting the layout', async () => {
    const { page, context, external } = await openPage(browser, desktop);
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { __shifts: number }).__shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    const preload = page.locator('link[rel="preload"][as="font"]');
    expect(await preload.getAttribute('href')).toMatch(
      /^\/assets\/figtree-latin-wght-normal-.*\.woff2$/,
    );
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Figtree Variable"'))).toBe(true);
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"Figtree Variable"/,
    );
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts),
    ).toBeLessThan(0.01);
    expect(external).toEqual([]);
    await context.close();
  });
});
