import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, builtRoutes, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('prerendered routes', () => {
  it('answers 200 for every route with its title in the HTML, before any JavaScript runs', async () => {
    const routes = builtRoutes().filter((r) => r.path !== '/404');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const response = await fetch(baseUrl() + route.path);
      expect(response.status, route.path).toBe(200);
      const html = await response.text();
      expect(html, route.path).toContain(`<title>${escape(route.title)}`);
    }
  });

  it('serves the docs home with its full text and head tags without JavaScript', async () => {
    const html = await (await fetch(`${baseUrl()}/docs/`)).text();
    expect(html).toContain('<h1>Creating a new project</h1>');
    expect(html).toContain('<link rel="canonical" href="https://www.remotion.dev/docs" />');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  });
});

describe('in the browser', () => {
  it('hydrates without console errors or warnings and makes no outside request', async () => {
    for (const path of ['/', '/docs', '/blog', '/blog/introducing-remotion']) {
      const { page, problems, external, context } = await openPage(browser);
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      expect(problems, path).toEqual([]);
      expect(external, path).toEqual([]);
      await context.close();
    }
  });

  it('navigates client-side on internal link clicks, and back/forward work', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page
      .locator('.sk-sidebar')
      .getByRole('link', { name: 'The fundamentals', exact: true })
      .click();
    await page.waitForURL(`${baseUrl()}/docs/the-fundamentals`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('The fundamentals');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
    expect(await page.title()).toContain('The fundamentals');
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/docs`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Creating a new project');
    await page.goForward();
    await expect.poll(() => page.locator('h1').textContent()).toBe('The fundamentals');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the not-found page with status 404 for an unknown path', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${baseUrl()}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page Not Found');
    expect(page.url()).toBe(`${baseUrl()}/this/does/not/exist`);
    await context.close();
  });

  it('lands legacy /index.html and .html URLs and trailing slashes on the clean path', async () => {
    const { page, context } = await openPage(browser);
    for (const [from, to] of [
      ['/docs/index.html', '/docs'],
      ['/docs/the-fundamentals.html', '/docs/the-fundamentals'],
      ['/docs/the-fundamentals/index.html', '/docs/the-fundamentals'],
      ['/docs/the-fundamentals/', '/docs/the-fundamentals'],
    ] as const) {
      const response = await page.goto(baseUrl() + from);
      expect(response?.status(), from).toBe(200);
      expect(new URL(page.url()).pathname, from).toBe(to);
    }
    await context.close();
  });
});
