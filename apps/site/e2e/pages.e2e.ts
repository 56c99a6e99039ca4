/**
 * Product and collection pages on the built site: every route of the spec that
 * exists answers 200 and shows its heading, the Player demo plays, seeks and
 * follows its form, and the showcase viewer and the experts order behave. Accessibility is
 * checked for every template in axe-sweep.e2e.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../../../content/data/experts';
import { showcase } from '../../../content/data/showcase';
import { templates } from '../../../content/data/templates';
import { dayKey, seededShuffle } from '../src/lib/seeded';
import { baseUrl, builtRoutes, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const built = new Set(builtRoutes().map((r) => r.path));
const topLevel = [
  '/',
  '/about',
  '/ai',
  '/ai-embed',
  '/blog',
  '/contact',
  '/experts',
  '/lambda',
  '/learn',
  '/player',
  '/search',
  '/showcase',
  '/showcase/add',
  '/success-stories',
  '/templates',
];
/** Routes this work adds, with the h1 each must show. */
const ownHeadings: Record<string, string> = {
  '/': 'Make videos programmatically',
  '/player': 'Embed dynamic videos in your React app',
  '/lambda': 'Render videos at scale on AWS Lambda',
  '/templates': 'Start from a template',
  '/experts': 'Find a Remotion expert',
  '/showcase': 'Showcase',
  '/showcase/add': 'Add to the showcase',
  '/about': 'The people behind Remotion',
  '/contact': 'Contact',
  ...Object.fromEntries(templates.map((t) => [`/templates/${t.cliId}`, t.title])),
  ...Object.fromEntries(experts.map((e) => [`/experts/${e.slug}`, e.name])),
};
const under = (prefix: string) =>
  [...built].filter((p) => p === prefix || p.startsWith(`${prefix}/`)).sort();
const groups: [string, string[]][] = [
  ['top-level', topLevel.filter((p) => built.has(p))],
  ['blog', under('/blog')],
  ['experts', under('/experts')],
  ['templates', under('/templates')],
  ['success stories', under('/success-stories')],
  ['learn', under('/learn')],
];
/** Pages rendered without the chrome, which have no heading of their own. */
const bare = new Set(['/ai-embed']);

const heading = (page: Page) => page.locator('h1').first().textContent();

describe('routes of the spec', () => {
  it('builds every product route', () => {
    expect(Object.keys(ownHeadings).filter((p) => !built.has(p))).toEqual([]);
    expect(under('/templates')).toHaveLength(22);
    expect(under('/experts')).toHaveLength(20);
  });

  it.each(groups)(
    '%s: each route answers 200 and shows its heading, without console errors',
    async (_, paths) => {
      expect(paths.length).toBeGreaterThan(0);
      const { page, problems, external, context } = await openPage(browser);
      const byPath: string[] = [];
      for (const path of paths) {
        const before = problems.length;
        const response = await page.goto(baseUrl() + path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        byPath.push(...problems.slice(before).map((p) => `${path}: ${p}`));
        if (bare.has(path)) continue;
        const text = (await heading(page))?.trim();
        if (ownHeadings[path]) expect(text, path).toBe(ownHeadings[path]);
        else expect(text, path).toBeTruthy();
      }
      expect(byPath).toEqual([]);
      expect(external).toEqual([]);
      await context.close();
    },
    180_000,
  );
});

/** Reads the frame the demo's Player reports. */
const frameOf = async (page: Page) => Number(await page.getByTestId('demo-frame').textContent());

describe('the Player demo', () => {
  it('plays, seeks with the arrow keys and follows the name and colour inputs on /player', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/player`);
    await waitForHydration(page);
    const title = page.locator('.title-demo__player [data-demo="title"]');
    await title.waitFor();
    expect(await title.textContent()).toBe('Hello, world!');

    const start = await frameOf(page);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => frameOf(page), { timeout: 5000 }).toBeGreaterThan(start + 15);
    await page.getByRole('button', { name: 'Pause video' }).click();
    const paused = await frameOf(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frameOf(page)).toBe(Math.min(paused + 30, 149));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => frameOf(page)).toBe(Math.min(paused + 30, 149) - 30);

    await page.getByLabel('Your name').fill('Grace');
    await expect.poll(() => title.textContent()).toBe('Hello, Grace!');
    // One control: the presets and the any-colour picker are swatches of one size and shape.
    const swatches = page
      .getByRole('group', { name: 'Accent colour' })
      .locator('.title-demo__swatch');
    const shapes = await swatches.evaluateAll((els) =>
      els.map((el) => {
        const { width, height, borderRadius } = getComputedStyle(el);
        return `${width} ${height} ${borderRadius}`;
      }),
    );
    expect(new Set(shapes).size).toBe(1);
    await page.getByLabel('Pick any accent colour').fill('#ff0000');
    const accent = page.locator('.title-demo__player [data-demo="accent"]');
    await expect
      .poll(() => accent.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 0, 0)');
    expect(await swatches.last().getAttribute('data-selected')).toBe('true');
    await page.getByRole('button', { name: 'Use violet as accent colour' }).click();
    await expect
      .poll(() => accent.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(139, 92, 246)');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads the Player code on the home page only when the demo comes near the viewport', async () => {
    const { page, problems, context } = await openPage(browser, {
      viewport: { width: 412, height: 823 },
    });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(requested.filter((u) => u.includes('DemoPlayer'))).toEqual([]);
    expect(await page.locator('.title-demo__placeholder').count()).toBe(1);

    await page.locator('.title-demo').scrollIntoViewIfNeeded();
    const title = page.locator('.title-demo__player [data-demo="title"]');
    await title.waitFor();
    expect(requested.some((u) => u.includes('DemoPlayer'))).toBe(true);
    await page.getByLabel('Title text').fill('Hello from the test');
    await expect.poll(() => title.textContent()).toBe('Hello from the test');
    const start = await frameOf(page);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => frameOf(page), { timeout: 5000 }).not.toBe(start);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('product page behaviour', () => {
  it('copies the create command and confirms it', async () => {
    const { page, context } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/templates/tiktok`);
    await waitForHydration(page);
    const commands = await page.locator('.command-list code').allTextContents();
    expect(commands).toEqual([
      '$npx create-video@latest --tiktok',
      '$pnpm create video --tiktok',
      '$yarn create video --tiktok',
      '$bun create video --tiktok',
    ]);
    const button = page.getByRole('button', { name: 'Copy command: pnpm create video --tiktok' });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'pnpm create video --tiktok',
    );
    await context.close();
  });

  it('serves the experts in data order, then shows the order of the day after hydration', async () => {
    const html = await (await fetch(`${baseUrl()}/experts`)).text();
    const serverOrder = [...html.matchAll(/href="\/experts\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(serverOrder).toEqual(experts.map((e) => e.slug));
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/experts`);
    await waitForHydration(page);
    const expected = seededShuffle(experts, dayKey(new Date())).map((e) => e.name);
    await expect.poll(() => page.locator('.expert-card__name').allTextContents()).toEqual(expected);
    await context.close();
  });

  it('opens the showcase viewer from the hash, steps through entries, traps focus and closes on Escape', async () => {
    const { page, problems, context } = await openPage(browser);
    const second = showcase[1]!;
    await page.goto(`${baseUrl()}/showcase#${second.id}`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe(second.title);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');

    await dialog.getByRole('button', { name: /^Next/ }).click();
    await expect.poll(() => dialog.locator('h2').textContent()).toBe(showcase[2]!.title);
    expect(new URL(page.url()).hash).toBe(`#${showcase[2]!.id}`);
    await dialog.getByRole('button', { name: /^Previous/ }).click();
    await dialog.getByRole('button', { name: /^Previous/ }).click();
    expect(new URL(page.url()).hash).toBe(`#${showcase[0]!.id}`);

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('dialog')),
        `tab ${i}`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');

    await page.getByRole('button', { name: showcase[3]!.title, exact: true }).click();
    await expect.poll(() => dialog.locator('h2').textContent()).toBe(showcase[3]!.title);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(`open-${showcase[3]!.id}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
