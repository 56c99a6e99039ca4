/**
 * The example site, end to end: every route prerendered, the shell with Tidepool's own
 * navbar and footer, the MDX components, client-side navigation, search, the not-found page,
 * and no axe violations. It proves the libraries build a second product's site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The routes the build rendered (its report, written next to the output). */
const builtRoutes = () =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../.cache/build-report.json'), 'utf8')) as {
      routes: { path: string; title: string }[];
    }
  ).routes;

const guidePages = [
  'Introduction',
  'Installation',
  'Quick start',
  'Retries',
  'Scheduling',
  'Concurrency',
];

describe('the built site', () => {
  it('prerenders every route with its title, and the docs, blog and search pages exist', async () => {
    const routes = builtRoutes().filter((r) => r.path !== '/404');
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/docs', '/docs/quick-start', '/blog', '/search']),
    );
    for (const route of routes) {
      const response = await fetch(baseUrl() + route.path);
      expect(response.status, route.path).toBe(200);
      expect(await response.text(), route.path).toContain(`<title>${route.title}`);
    }
  });
});

describe('in the browser', () => {
  it('renders the home page with the product name, its navbar and footer, cleanly', async () => {
    const { page, context, problems, external } = await openPage(browser);
    await visit(page, '/');
    expect(await page.locator('main h1').textContent()).toBe('Tidepool');
    expect(await page.title()).toBe('Tidepool');
    const navbar = page.locator('header.sk-navbar');
    expect(await navbar.locator('.sk-navbar__title').textContent()).toBe('Tidepool');
    expect(await navbar.locator('img.sk-navbar__logo').getAttribute('src')).toBe('/logo.svg');
    for (const label of ['Docs', 'API', 'Blog'])
      expect(await navbar.getByRole('link', { name: label, exact: true }).count(), label).toBe(1);
    const footer = page.locator('footer.sk-footer');
    expect(await footer.textContent()).toContain(
      `© ${new Date().getFullYear()} The Tidepool authors`,
    );
    expect(await footer.locator('.tp-footer-note').textContent()).toContain('invented product');
    expect(await footer.getByRole('link', { name: 'Quick start' }).getAttribute('href')).toBe(
      '/docs/quick-start',
    );
    // The site's colours replace the theme's.
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--sk-color-primary').trim(),
      ),
    ).toBe('#0f766e');
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('renders admonitions, tabs and a titled, highlighted code block with a copy button', async () => {
    const { page, context, problems } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/docs/quick-start');
    expect(await page.locator('main h1').textContent()).toBe('Quick start');

    const info = page.locator('aside.sk-admonition.sk-admonition--info');
    expect(await info.locator('.sk-admonition__title').textContent()).toBe('Info');
    const warning = page.locator('aside.sk-admonition.sk-admonition--warning');
    expect(await warning.locator('.sk-admonition__title').textContent()).toBe(
      'Handlers run at least once',
    );

    const tabs = page.locator('.sk-tabs').first();
    const npm = tabs.getByRole('tab', { name: 'npm', exact: true });
    const pnpm = tabs.getByRole('tab', { name: 'pnpm', exact: true });
    expect(await npm.getAttribute('aria-selected')).toBe('true');
    expect(await tabs.getByRole('tabpanel').textContent()).toContain('npx tsx');
    await pnpm.click();
    expect(await pnpm.getAttribute('aria-selected')).toBe('true');
    expect(await tabs.getByRole('tabpanel').textContent()).toContain('pnpm tsx src/add-job.ts');

    const block = page.locator('figure.sk-code', {
      has: page.locator('figcaption', { hasText: 'src/queue.ts' }),
    });
    expect(await block.locator('pre.sk-line-numbers').count()).toBe(1);
    const highlighted = block.locator('.sk-line-highlight');
    expect(await highlighted.count()).toBe(2);
    expect(await highlighted.first().textContent()).toContain('export const emails');
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    await block.hover();
    await copy.click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import { createQueue } from 'tidepool';",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the pages in the sidebar and navigates client-side, with heading anchors', async () => {
    const { page, context, problems } = await openPage(browser);
    await visit(page, '/docs/quick-start');
    const sidebar = page.locator('.sk-sidebar');
    for (const label of guidePages)
      expect(await sidebar.getByRole('link', { name: label, exact: true }).count(), label).toBe(1);
    expect(
      await sidebar
        .getByRole('link', { name: 'Quick start', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');

    const anchor = page.locator('h2#create-a-queue > a.sk-heading-anchor');
    expect(await anchor.getAttribute('href')).toBe('#create-a-queue');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await sidebar.getByRole('link', { name: 'Retries', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/docs/guides/retries`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Retries and backoff');
    expect(await page.title()).toBe('Retries and backoff | Tidepool');
    // Still the same document: the router swapped the page without a reload.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      7,
    );
    expect(await page.locator('h2#configure-attempts > a.sk-heading-anchor').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds pages with the local search index and opens a result client-side', async () => {
    const { page, context, problems } = await openPage(browser);
    await visit(page, '/docs');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('.DocSearch-Input').pressSequentially('backoff', { delay: 30 });
    const first = page.locator('.DocSearch-Hit .sk-search-hit').first();
    await expect.poll(() => first.getAttribute('data-href')).toMatch(/^\/docs\/guides\/retries/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/guides\/retries/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Retries and backoff');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the not-found page with status 404 for an unknown URL', async () => {
    const { page, context } = await openPage(browser);
    const response = await visit(page, '/no/such/tide');
    expect(response?.status()).toBe(404);
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
    expect(page.url()).toBe(`${baseUrl()}/no/such/tide`);
    await context.close();
  });

  it.each(['/', '/docs/quick-start'])('axe finds no violations on %s', async (path) => {
    const { page, context } = await openPage(browser);
    await visit(page, path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await context.close();
  });
});
