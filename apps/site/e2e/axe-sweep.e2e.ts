/**
 * axe-core (WCAG 2.2 AA and best practices) over every page template and the open states a
 * reader reaches (search modal, mobile drawer, Ask AI panel, showcase overlay), in light and
 * dark mode, at 1280 and 375 px. One test per mode and width, listing every violation found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcase } from '../../../content/data/showcase';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const widths: Record<string, BrowserContextOptions> = {
  '1280': { viewport: { width: 1280, height: 800 } },
  '375': { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
};
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One page of each template the site renders. */
const templates = [
  '/',
  '/docs',
  '/docs/interpolate',
  '/docs/api',
  '/docs/shapes/star',
  '/docs/lambda/region-selection',
  '/blog',
  '/blog/introducing-remotion',
  '/blog/archive',
  '/success-stories',
  '/learn',
  '/search?q=spring',
  '/player',
  '/lambda',
  '/templates',
  '/templates/stargazer',
  '/templates/editor-starter',
  '/showcase',
  '/showcase/add',
  '/experts',
  '/experts/karel-nagel',
  '/about',
  '/contact',
  '/ai',
  '/ai-embed',
  '/no-such-page',
];

/** Open states: how to reach them from a page, at the widths where they exist. */
const states: { name: string; path: string; widths: string[]; open(page: Page): Promise<void> }[] =
  [
    {
      name: 'search modal with results',
      path: '/docs',
      widths: ['1280', '375'],
      async open(page) {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.locator('.DocSearch-Input').fill('spring');
        await page.locator('.DocSearch-Hit').first().waitFor();
      },
    },
    {
      name: 'search modal without results',
      path: '/docs',
      widths: ['1280'],
      async open(page) {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.locator('.DocSearch-Input').fill('intrepolaet');
        await page.locator('.sk-search-suggestions').waitFor();
      },
    },
    {
      name: 'mobile drawer',
      path: '/docs/interpolate',
      widths: ['375'],
      async open(page) {
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
      },
    },
    {
      name: 'Ask AI panel',
      path: '/docs/interpolate',
      widths: ['1280', '375'],
      async open(page) {
        await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
        await page.locator('#sk-assistant-panel iframe').waitFor();
      },
    },
    {
      name: 'showcase overlay',
      path: `/showcase#${showcase[0]!.id}`,
      widths: ['1280', '375'],
      async open(page) {
        await page.getByRole('dialog').waitFor();
      },
    },
  ];

/** Brings lazily loaded parts (the Player demo, live examples) in, so axe sees them too. */
async function loadLiveParts(page: Page) {
  for (const selector of ['.title-demo', '.docs-demo']) {
    const part = page.locator(selector).first();
    if (!(await part.count())) continue;
    await part.scrollIntoViewIfNeeded();
    await part.locator('.__remotion-player').first().waitFor({ timeout: 15_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function violations(page: Page, where: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return found.map(
    (v) => `${where}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('axe sweep', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const width of ['1280', '375']) {
      it(`finds nothing on every template and open state (${mode}, ${width} px)`, async () => {
        const { page, context } = await openPage(browser, widths[width]);
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const found: string[] = [];
        for (const path of templates) {
          await page.goto(baseUrl() + path);
          await waitForHydration(page);
          await loadLiveParts(page);
          found.push(...(await violations(page, path)));
        }
        for (const state of states.filter((s) => s.widths.includes(width))) {
          await page.goto(baseUrl() + state.path);
          await waitForHydration(page);
          await state.open(page);
          found.push(...(await violations(page, `${state.path} (${state.name})`)));
        }
        expect(found).toEqual([]);
        await context.close();
      }, 240_000);
    }
  }
});
