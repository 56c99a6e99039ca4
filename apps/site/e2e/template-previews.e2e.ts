/**
 * Template previews on the built site: the server HTML reserves each preview's box, every card
 * on /templates shows a poster drawn from its own composition (no generated SVG poster), hover
 * and keyboard focus play it, each template page shows a labelled Player with controls, nothing
 * takes focus by itself, reduced motion keeps everything still, and the home page's template
 * row does the same with small posters.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../../content/data/templates';
import { templatePreviews } from '../src/previews/templates';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const free = templates.filter((t) => !t.paid);
const posterFrameOf = async (id: string) => (await templatePreviews[id]!()).default.posterFrame;
const stageOf = (scope: Locator) => scope.locator('.video-preview__stage');
const frameOf = async (scope: Locator) => Number(await stageOf(scope).getAttribute('data-frame'));
const card = (page: Page, id: string) =>
  page.locator('li.template-card').filter({ has: page.locator(`a[href="/templates/${id}"]`) });
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

/** Opens `path` with the pointer parked in a corner, away from every card. */
async function open(path: string, options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, options);
  await opened.page.mouse.move(2, 2);
  await opened.page.goto(baseUrl() + path);
  await waitForHydration(opened.page);
  return opened;
}

/** Waits until the preview in `scope` plays: the Player is mounted and its frame moves. */
async function expectPlaying(scope: Locator, from: number) {
  await expect.poll(() => stageOf(scope).getAttribute('data-state')).toMatch(/playing|open/);
  await expect.poll(() => frameOf(scope), { timeout: 10_000 }).not.toBe(from);
}

describe('/templates', () => {
  it('reserves a 16:9 box for every card in the server HTML, so nothing shifts', async () => {
    const html = await (await fetch(`${baseUrl()}/templates`)).text();
    const boxes = html.match(/<div class="video-preview video-preview--hover"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(free.length);
    for (const box of boxes) {
      expect(box).toMatch(/aspect-ratio:1\.77/);
      expect(box).toContain('aria-hidden="true"');
    }
    expect(html).not.toContain('generated-poster');

    // The box measured without JavaScript is the box once the poster has loaded.
    const still = await openPage(browser, { javaScriptEnabled: false });
    await still.page.goto(`${baseUrl()}/templates`);
    const first = free[0]!.cliId;
    const size = async (page: Page) => {
      const box = await card(page, first).locator('.video-preview').boundingBox();
      return box && { width: box.width, height: box.height };
    };
    const before = await size(still.page);
    expect(before?.height).toBeGreaterThan(100);
    await still.context.close();
    const { page, context } = await open('/templates');
    await card(page, first).locator('.video-preview__poster').waitFor();
    expect(await size(page)).toEqual(before);
    await context.close();
  });

  it('shows each card’s poster: its own composition at its poster frame', async () => {
    const { page, problems, external, context } = await open('/templates');
    for (const template of free) {
      const item = card(page, template.cliId);
      await item.scrollIntoViewIfNeeded();
      await item.locator('.video-preview__poster .__remotion-player').waitFor();
      expect(await stageOf(item).getAttribute('data-state')).toBe('poster');
      expect(await frameOf(item)).toBe(await posterFrameOf(template.cliId));
      expect(await item.locator('.video-preview__player').count()).toBe(0);
    }
    expect(await page.locator('.generated-poster').count()).toBe(0);
    // Loading every poster moved focus nowhere.
    expect(await focusedTag(page)).toBe('BODY');
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('plays a card’s preview while the pointer is over it, and shows the poster again after', async () => {
    const { page, problems, context } = await open('/templates');
    const item = card(page, 'audiogram');
    await item.scrollIntoViewIfNeeded();
    await item.locator('.video-preview__poster').waitFor();
    await item.hover();
    await expectPlaying(item, await posterFrameOf('audiogram'));
    await page.mouse.move(2, 2);
    await expect.poll(() => stageOf(item).getAttribute('data-state')).toBe('poster');
    expect(await item.locator('.video-preview__player').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays a card’s preview while keyboard focus is on its link, and leaves focus there', async () => {
    const { page, problems, context } = await open('/templates');
    const item = card(page, 'code-hike');
    const link = item.getByRole('link');
    await link.focus();
    await expectPlaying(item, await posterFrameOf('code-hike'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '/templates/code-hike',
    );
    await card(page, 'tiktok').getByRole('link').focus();
    await expect.poll(() => stageOf(item).getAttribute('data-state')).toBe('poster');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('template page', () => {
  it('plays the template’s preview in a labelled Player with controls, without taking focus', async () => {
    const { page, problems, external, context } = await open('/templates/music-visualization');
    const preview = page.getByRole('group', {
      name: 'Preview of the Music Visualization template',
    });
    await preview.locator('.video-preview__player').waitFor();
    expect(await stageOf(preview).getAttribute('data-state')).toBe('open');
    await preview.getByRole('button', { name: 'Pause video' }).waitFor({ state: 'attached' });
    await expectPlaying(preview, 0);
    expect(await page.locator('.generated-poster').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await focusedTag(page)).toBe('BODY');
    // The reader can pause it.
    await preview.hover();
    await preview.getByRole('button', { name: 'Pause video' }).click();
    const paused = await frameOf(preview);
    await page.waitForTimeout(500);
    expect(await frameOf(preview)).toBe(paused);
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('has a preview on every template page', async () => {
    const { page, problems, context } = await open('/templates');
    for (const template of templates) {
      await page.goto(`${baseUrl()}/templates/${template.cliId}`);
      await waitForHydration(page);
      const name = `Preview of the ${template.title} template`;
      await page.getByRole('group', { name }).locator('.video-preview__player').waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('reduced motion', () => {
  it('keeps card posters still on hover, and the template page’s Player paused on its poster', async () => {
    const { page, problems, context } = await open('/templates', { reducedMotion: 'reduce' });
    const item = card(page, 'stargazer');
    await item.scrollIntoViewIfNeeded();
    await item.locator('.video-preview__poster').waitFor();
    await item.hover();
    await page.waitForTimeout(800);
    expect(await stageOf(item).getAttribute('data-state')).toBe('poster');
    expect(await frameOf(item)).toBe(await posterFrameOf('stargazer'));

    await page.goto(`${baseUrl()}/templates/stargazer`);
    await waitForHydration(page);
    const preview = page.getByRole('group', { name: 'Preview of the Stargazer template' });
    await preview.getByRole('button', { name: 'Play video' }).waitFor({ state: 'attached' });
    await page.waitForTimeout(800);
    expect(await frameOf(preview)).toBe(await posterFrameOf('stargazer'));
    expect(await focusedTag(page)).toBe('BODY');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('home page template row', () => {
  it('shows a small poster on each featured template and plays it on hover', async () => {
    const { page, problems, context } = await open('/');
    const row = page.getByRole('navigation', { name: 'Start from a template' });
    const featured = templates.filter((t) => t.featuredOnHomePage);
    await expect.poll(() => row.locator('.video-preview__poster').count()).toBe(featured.length);
    expect(await row.locator('.generated-poster').count()).toBe(0);
    const first = row
      .locator('li')
      .filter({ has: page.locator('.video-preview') })
      .first();
    await first.hover();
    await expectPlaying(first, await posterFrameOf(featured[0]!.cliId));
    expect(await focusedTag(page)).toBe('BODY');
    expect(problems).toEqual([]);
    await context.close();
  });
});
