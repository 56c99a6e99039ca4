import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const saveData = (context: BrowserContext) =>
  context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    }),
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const heading = (page: Page) => page.locator('main h1').first().textContent();
const pageChunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

describe('navigation', () => {
  it('keeps the old page while the next one loads, and shows the progress bar only after 200 ms', async () => {
    const { page, context } = await openPage(browser);
    await saveData(context); // no prefetch, so the click is what loads the chunk
    await page.route(pageChunk('the-fundamentals'), async (route) => {
      await sleep(1200);
      await route.continue();
    });
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    // Timings are taken inside the page, so a busy test runner cannot skew them.
    await page.evaluate(() => {
      const w = window as unknown as {
        __clickAt?: number;
        __barAt?: number;
        __headingAtBar?: string;
      };
      document.addEventListener('click', () => (w.__clickAt = performance.now()), {
        capture: true,
      });
      new MutationObserver(() => {
        if (w.__barAt === undefined && document.querySelector('.sk-progress-bar')) {
          w.__barAt = performance.now();
          w.__headingAtBar = document.querySelector('main h1')?.textContent ?? '';
        }
      }).observe(document.body, { childList: true });
    });
    await page
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'The fundamentals', exact: true })
      .click();
    await page.waitForFunction(
      () => (window as unknown as { __barAt?: number }).__barAt !== undefined,
    );
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __barAt: number; __headingAtBar: string };
      return { delay: w.__barAt - w.__clickAt, heading: w.__headingAtBar };
    });
    expect(timing.delay).toBeGreaterThanOrEqual(195);
    expect(timing.delay).toBeLessThan(1000);
    expect(timing.heading).toBe('Creating a new project');
    await expect.poll(() => heading(page), { timeout: 5000 }).toBe('The fundamentals');
    await expect.poll(() => page.locator('.sk-progress-bar').count()).toBe(0);
    await context.close();
  });

  it('shows no progress bar for a fast navigation', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __bars: number }).__bars = 0;
      new MutationObserver(() => {
        if (document.querySelector('.sk-progress-bar'))
          (window as unknown as { __bars: number }).__bars++;
      }).observe(document.body, { childList: true });
    });
    const link = page
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'Animating properties', exact: true });
    await link.hover(); // preload on hover
    await sleep(300);
    await link.click();
    await expect.poll(() => heading(page)).toBe('Animating properties');
    await sleep(300);
    expect(await page.evaluate(() => (window as unknown as { __bars: number }).__bars)).toBe(0);
    await context.close();
  });

  it('logs a warning and does a full page load when the next page fails to load; Retry recovers', async () => {
    const { page, problems, context } = await openPage(browser);
    await saveData(context);
    await page.route(pageChunk('the-fundamentals'), (route) => route.abort());
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const warned = page.waitForEvent(
      'console',
      (m) => m.type() === 'warning' && m.text().includes('full page load'),
    );
    await page
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'The fundamentals', exact: true })
      .click();
    await warned;
    await page.waitForURL(`${baseUrl()}/docs/the-fundamentals`);
    await page.waitForLoadState('load');
    expect(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
    ).toBeUndefined();
    // The reloaded page cannot load its code either: the failure panel offers Retry.
    const panel = page.locator('.sk-load-error');
    await panel.waitFor();
    expect(await panel.getAttribute('role')).toBe('alert');
    await page.unroute(pageChunk('the-fundamentals'));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => heading(page)).toBe('The fundamentals');
    expect(problems.some((p) => p.includes('full page load'))).toBe(true);
    await context.close();
  });
});

describe('prefetch', () => {
  it('prefetches visible links once, and not at all in data-saver mode', async () => {
    for (const dataSaver of [false, true]) {
      const { page, context } = await openPage(browser);
      if (dataSaver) await saveData(context);
      const chunks: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/.+\.js$/.test(r.url())) chunks.push(new URL(r.url()).pathname);
      });
      await page.goto(`${baseUrl()}/docs`);
      await waitForHydration(page);
      await sleep(1500);
      const fundamentals = chunks.filter((c) => pageChunk('the-fundamentals').test(c));
      if (dataSaver) expect(fundamentals).toEqual([]);
      else expect(fundamentals).toHaveLength(1);
      await context.close();
    }
  });
});

describe('scroll, analytics and focus', () => {
  it('scrolls to the top on a new page, restores the position on back, and scrolls to a hash target', async () => {
    // Query-only changes (no scroll) are covered by the router's unit tests.
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/docs/interpolate`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.locator('.sk-sidebar').getByRole('link', { name: 'spring()', exact: true }).click();
    await expect.poll(() => heading(page)).toBe('spring()');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('interpolate()');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await page.locator('.sk-doc__toc').getByRole('link', { name: 'Return value' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('return-value')!.getBoundingClientRect().top),
      )
      .toBeLessThan(150);
    expect(new URL(page.url()).hash).toBe('#return-value');
    await context.close();
  });

  it('counts the landing page, then sends one page_view with the new path and title after each route change', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'The fundamentals', exact: true })
      .click();
    await expect.poll(() => heading(page)).toBe('The fundamentals');
    await page
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'Animating properties', exact: true })
      .click();
    await expect.poll(() => heading(page)).toBe('Animating properties');
    const views = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((a) => [...a])
        .filter((a) => a[0] === 'event' && a[1] === 'page_view')
        .map((a) => a[2] as { page_path: string; page_title: string }),
    );
    expect(views.map((v) => v.page_path)).toEqual([
      '/docs',
      '/docs/the-fundamentals',
      '/docs/animating-properties',
    ]);
    expect(views[2]!.page_title).toContain('Animating properties');
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    await context.close();
  });

  it('announces the new title and moves focus to the main content', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'The fundamentals', exact: true })
      .click();
    await expect.poll(() => heading(page)).toBe('The fundamentals');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('__sk_main');
    expect(await page.locator('#sk-route-announcer').textContent()).toContain('The fundamentals');
    await context.close();
  });
});
