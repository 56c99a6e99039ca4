import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The sharded index: its manifest is what every first search fetches. */
const INDEX = '/_sk/search/';
const MANIFEST = '/_sk/search/index.json';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

/** A hydrated page at `path`, counting requests for the search index. */
async function open(path: string) {
  const opened = await openPage(browser);
  const indexRequests: string[] = [];
  opened.page.on('request', (r) => {
    if (r.url().includes(MANIFEST)) indexRequests.push(r.url());
  });
  await opened.page.goto(baseUrl() + path);
  await waitForHydration(opened.page);
  await opened.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  return { ...opened, indexRequests };
}
/** Starts counting the animation frames in which "No results" shows although no answer has come for the query typed. */
async function recordFalseVerdicts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __falseVerdicts: number };
    w.__falseVerdicts = 0;
    const check = () => {
      const screen = document.querySelector<HTMLElement>('.DocSearch-NoResults');
      if (screen?.checkVisibility()) w.__falseVerdicts++;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
const falseVerdicts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __falseVerdicts: number }).__falseVerdicts);
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

describe('search modal', () => {
  it('loads no search index with the page, and fetches it when the modal first opens', async () => {
    const { page, indexRequests, problems, external, context } = await open('/docs');
    await searchButton(page).hover();
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);
    await searchButton(page).click();
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
    await expect.poll(() => indexRequests.length).toBe(1);
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it("opens with Ctrl+K and '/', closes with Escape and Cancel, and gives focus back to the button", async () => {
    const { page, problems, context } = await open('/docs');
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await searchButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    expect(await input(page).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await searchButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts the query with what is typed on the focused button', async () => {
    const { page, context } = await open('/docs');
    await searchButton(page).focus();
    await page.keyboard.type('spring', { delay: 30 });
    await expect.poll(() => input(page).inputValue()).toBe('spring');
    await expect
      .poll(() => page.locator('.DocSearch-Hit .sk-search-hit').first().getAttribute('data-href'))
      .toBe('/docs/spring');
    await context.close();
  });

  it('shows hits as one types and opens the selected one client-side with Enter', async () => {
    const { page, problems, context } = await open('/docs');
    await page.keyboard.press('Control+k');
    await input(page).pressSequentially('interp', { delay: 40 });
    const first = page.locator('.DocSearch-Hit .sk-search-hit').first();
    await expect.poll(() => first.getAttribute('data-href')).toBe('/docs/interpolate');
    expect(await first.locator('mark').first().textContent()).toMatch(/^interp/i);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/docs/interpolate`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('interpolate()');
    expect(await modal(page).count()).toBe(0);
    expect(await marker(page)).toBe(42);
    expect(problems).toEqual([]);

    // The selection is remembered: Recent on the next open, Favorite once saved.
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hit-source', { hasText: 'Recent' });
    await expect.poll(() => recent.isVisible()).toBe(true);
    await page.getByTitle('Save this search').first().click();
    await expect
      .poll(() => page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('says it is searching, never "No results", while the index loads', async () => {
    const { page, problems, context } = await open('/docs');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${INDEX}**`, async (route) => {
      await held;
      await route.continue();
    });
    await recordFalseVerdicts(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('spring');
    const pending = page.locator('.sk-search-pending');
    await expect.poll(() => pending.isVisible()).toBe(true);
    expect(await pending.textContent()).toBe('Searching…');
    expect(await pending.getAttribute('role')).toBe('status');
    release();
    await expect
      .poll(() => page.locator('.DocSearch-Hit .sk-search-hit').first().getAttribute('data-href'))
      .toBe('/docs/spring');
    expect(await pending.count()).toBe(0);
    expect(await falseVerdicts(page)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loses no keystroke typed at machine speed right after Ctrl+K, in 20 cold trials', async () => {
    const typed: string[] = [];
    let verdicts = 0;
    for (let trial = 0; trial < 20; trial++) {
      const { page, context } = await open('/docs');
      await recordFalseVerdicts(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('interpolate');
      await expect
        .poll(() => page.locator('.DocSearch-Hit .sk-search-hit').first().getAttribute('data-href'))
        .toBe('/docs/interpolate');
      typed.push(await input(page).inputValue());
      verdicts += await falseVerdicts(page);
      await context.close();
    }
    expect(typed).toEqual(Array(20).fill('interpolate'));
    expect(verdicts).toBe(0);
  });

  it('searches in a worker, and lists distinct pages first with the API page on top', async () => {
    const { page, context } = await open('/docs');
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.keyboard.press('Control+k');
    await input(page).fill('interpolate');
    const hits = page.locator('.DocSearch-Hit .sk-search-hit');
    await expect.poll(() => hits.first().getAttribute('data-href')).toBe('/docs/interpolate');
    expect(workers.some((url) => url.startsWith(`${baseUrl()}/assets/`))).toBe(true);
    const pages = (
      await hits.evaluateAll((els) => els.map((e) => e.getAttribute('data-href')!))
    ).map((href) => href.split('#')[0]);
    expect(pages.length).toBeGreaterThan(3);
    expect(new Set(pages.slice(0, 4)).size).toBe(4);
    await input(page).fill('calculateMetadata');
    await expect
      .poll(() => hits.first().getAttribute('data-href'))
      .toBe('/docs/calculate-metadata');
    await context.close();
  });

  it("links 'See all N results' to the search page, client-side", async () => {
    const { page, context } = await open('/docs');
    await page.keyboard.press('Control+k');
    await input(page).fill('spring');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect.poll(() => seeAll.textContent()).toMatch(/^See all \d+ results$/);
    await seeAll.click();
    await page.waitForURL(`${baseUrl()}/search?q=spring`);
    await expect.poll(() => page.locator('.sk-search-page__group').count()).toBeGreaterThan(1);
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it("shows 'Unable to fetch results' when the index cannot be fetched", async () => {
    const { page, context } = await open('/docs');
    await page.route(`**${INDEX}**`, (route) => route.abort());
    await page.keyboard.press('Control+k');
    await input(page).fill('spring');
    await expect.poll(() => page.getByText('Unable to fetch results').isVisible()).toBe(true);
    expect(
      await page.getByText('You might want to check your network connection.').isVisible(),
    ).toBe(true);
    expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);
    await context.close();
  });

  it("shows 'No results for' and the 'Let us know.' link for a query nothing matches", async () => {
    const { page, context } = await open('/docs');
    await page.keyboard.press('Control+k');
    await input(page).fill('qzxqzxqzx');
    await expect.poll(() => page.locator('.DocSearch-NoResults').isVisible()).toBe(true);
    const text = await page.locator('.DocSearch-NoResults').textContent();
    expect(text).toContain('No results for "qzxqzxqzx"');
    expect(text).toContain('Believe this query should return results?');
    const link = page.getByRole('link', { name: 'Let us know.' });
    expect(await link.getAttribute('href')).toMatch(
      /^https:\/\/github\.com\/.+\/issues\/new\?title=/,
    );
    await context.close();
  });

  it("offers the closest titles under 'Try searching for', and searches for the one chosen", async () => {
    const { page, context } = await open('/docs');
    await page.keyboard.press('Control+k');
    await input(page).fill('intrepolaet');
    const suggestions = page.locator('.sk-search-suggestions');
    await expect.poll(() => suggestions.isVisible()).toBe(true);
    expect(await suggestions.textContent()).toContain('Try searching for');
    const first = suggestions.getByRole('button').first();
    expect(await first.textContent()).toBe('interpolate()');
    await first.click();
    await expect.poll(() => input(page).inputValue()).toBe('interpolate()');
    await expect
      .poll(() => page.locator('.DocSearch-Hit .sk-search-hit').first().getAttribute('data-href'))
      .toBe('/docs/interpolate');
    await context.close();
  });

  it('shows table rows as separated cells in snippets', async () => {
    const { page, context } = await open('/docs');
    await page.keyboard.press('Control+k');
    await input(page).fill('extrapolateLeft');
    const snippet = page.locator('.DocSearch-Hit-title', { hasText: ' · ' }).first();
    await expect.poll(() => snippet.isVisible()).toBe(true);
    await context.close();
  });

  it('highlights matches with at least 4.5:1 contrast in dark mode', async () => {
    const { page, context } = await open('/docs');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.keyboard.press('Control+k');
    await input(page).fill('interpolate');
    const mark = page.locator('.DocSearch-Hit mark').first();
    await expect.poll(() => mark.isVisible()).toBe(true);
    const ratio = await mark.evaluate((el) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      // The first opaque background up the tree is what the text sits on.
      let node: Element | null = el;
      let bg = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(.*, 0\)$|transparent/.test(bg)) {
        bg = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(rgb(bg))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });
});

describe('search page', () => {
  it('is prerendered with the empty state', async () => {
    const html = await (await fetch(`${baseUrl()}/search`)).text();
    expect(html).toContain('Search the documentation');
    expect(html).toContain('Type a word to search the documentation.');
  });

  it('shows results for ?q= grouped by page with highlighted excerpts, and keeps ?q= in step with typing', async () => {
    const { page, problems, context } = await open('/search?q=spring');
    const groups = page.locator('.sk-search-page__group');
    await expect.poll(() => groups.count()).toBeGreaterThan(1);
    expect(await groups.first().locator('h2 a').getAttribute('href')).toBe('/docs/spring');
    expect(await page.locator('.sk-search-page__excerpt mark').count()).toBeGreaterThan(0);
    await page.locator('.sk-search-page__input').fill('easing');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=easing');
    await expect
      .poll(() => groups.first().locator('h2 a').getAttribute('href'))
      .toBe('/docs/easing');
    await groups.first().locator('h2 a').click();
    await page.waitForURL(`${baseUrl()}/docs/easing`);
    expect(await marker(page)).toBe(42);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads more results on demand', async () => {
    const { page, context } = await open('/search?q=remotion');
    const sections = page.locator('.sk-search-page__group h2');
    await expect.poll(() => sections.count()).toBeGreaterThan(0);
    const before = await sections.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => sections.count()).toBeGreaterThan(before);
    await context.close();
  });
});
