/**
 * Showcase previews on the built site: every card's poster is a frame of our own composition
 * (no generated SVG poster is left), hover and keyboard focus play it, the opened viewer shows
 * the Player with controls at the entry's own aspect without moving focus into it, reduced
 * motion keeps everything still, and the home page's "Made with Remotion" cards do the same.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcase } from '../../../content/data/showcase';
import { showcasePreviews } from '../src/previews/showcase';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const posterFrameOf = async (id: string) => (await showcasePreviews[id]!()).default.posterFrame;
const stageOf = (scope: Locator) => scope.locator('.video-preview__stage');
const frameOf = async (scope: Locator) => Number(await stageOf(scope).getAttribute('data-frame'));
const card = (page: Page, id: string) => page.locator(`li.showcase-card[id="${id}"]`);
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
/** Moves the pointer to a corner of the page, away from every card. */
const pointerAway = (page: Page) => page.mouse.move(2, 2);

/** A fresh page on /showcase (optionally with a hash), with the pointer parked away from the cards. */
async function openShowcase(hash = '', options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, options);
  await pointerAway(opened.page);
  await opened.page.goto(`${baseUrl()}/showcase${hash}`);
  await waitForHydration(opened.page);
  return opened;
}

/** Waits until the preview in `scope` plays: the Player is mounted and its frame moves. */
async function expectPlaying(scope: Locator, from: number) {
  await expect.poll(() => stageOf(scope).getAttribute('data-state')).toMatch(/playing|open/);
  await expect.poll(() => frameOf(scope), { timeout: 10_000 }).not.toBe(from);
}

describe('showcase grid', () => {
  it('shows a poster drawn from each visible card’s composition, and no generated poster', async () => {
    const { page, problems, external, context } = await openShowcase();
    expect(await page.locator('.generated-poster').count()).toBe(0);
    const first = showcase[0]!;
    const item = card(page, first.id);
    await item.locator('.video-preview__poster').waitFor();
    // The poster is the composition itself at its poster frame, not a picture of something.
    expect(await stageOf(item).getAttribute('data-state')).toBe('poster');
    await expect.poll(() => frameOf(item)).toBe(await posterFrameOf(first.id));
    await expect
      .poll(() => item.locator('.video-preview__poster .__remotion-player').count())
      .toBe(1);
    expect(await item.locator('.video-preview__player').count()).toBe(0);
    // Decorative in a card: hidden from assistive technology, never focusable.
    expect(await item.locator('.video-preview').getAttribute('aria-hidden')).toBe('true');

    for (const entry of showcase) {
      await card(page, entry.id).scrollIntoViewIfNeeded();
      await card(page, entry.id).locator('.video-preview__poster').waitFor();
    }
    expect(await page.locator('.showcase-card .video-preview__poster').count()).toBe(
      showcase.length,
    );
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('plays a card’s preview while the pointer is over it, and stops when it leaves', async () => {
    const { page, problems, context } = await openShowcase();
    const id = showcase[0]!.id;
    const item = card(page, id);
    await item.locator('.video-preview__poster').waitFor();
    await item.hover();
    await expectPlaying(item, await posterFrameOf(id));
    await pointerAway(page);
    await expect.poll(() => stageOf(item).getAttribute('data-state')).toBe('poster');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays a card’s preview while keyboard focus is on its button, without moving focus', async () => {
    const { page, problems, context } = await openShowcase();
    const id = showcase[1]!.id;
    const item = card(page, id);
    await item.locator('.video-preview__poster').waitFor();
    await page.locator(`#open-${id}`).focus();
    await expectPlaying(item, await posterFrameOf(id));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`open-${id}`);
    await page.locator(`#open-${showcase[2]!.id}`).focus();
    await expect.poll(() => stageOf(item).getAttribute('data-state')).toBe('poster');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('showcase viewer', () => {
  it('shows the Player with controls, playing, while focus stays on Close', async () => {
    const { page, problems, context } = await openShowcase();
    const entry = showcase[0]!;
    await page.locator(`#open-${entry.id}`).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe(entry.title);
    expect(await activeText(page)).toBe('Close');

    const preview = dialog.getByRole('group', { name: `Preview of ${entry.title}` });
    await preview.locator('.video-preview__player').waitFor();
    await expect.poll(() => stageOf(preview).getAttribute('data-state')).toBe('open');
    await expectPlaying(preview, await posterFrameOf(entry.id));
    await dialog.getByRole('button', { name: 'Pause video' }).waitFor({ state: 'attached' });
    // The Player loaded and plays, and focus never jumped into it.
    expect(await activeText(page)).toBe('Close');
    await page.waitForTimeout(500);
    expect(await activeText(page)).toBe('Close');

    // Stepping with the arrow keys swaps in the next entry's own preview; focus stays put.
    await page.keyboard.press('ArrowRight');
    const next = showcase[1]!;
    await dialog.getByRole('group', { name: `Preview of ${next.title}` }).waitFor();
    expect(await dialog.getByRole('group', { name: /^Preview of / }).count()).toBe(1);
    expect(await activeText(page)).toBe('Close');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the aspect of the original video, deep-linked to a portrait entry', async () => {
    const portrait = showcase.find((s) => s.height > s.width)!;
    const { page, problems, context } = await openShowcase(`#${portrait.id}`);
    const dialog = page.getByRole('dialog');
    const preview = dialog.getByRole('group', { name: `Preview of ${portrait.title}` });
    await preview.locator('.video-preview__player').waitFor();
    const box = (await preview.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(portrait.width / portrait.height, 1);
    expect(box.height).toBeLessThanOrEqual(800 * 0.55 + 1);
    expect(await activeText(page)).toBe('Close');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('reduced motion', () => {
  it('keeps the card poster still on hover, and the opened Player paused on its poster frame', async () => {
    const { page, problems, context } = await openShowcase('', { reducedMotion: 'reduce' });
    const entry = showcase[0]!;
    const posterFrame = await posterFrameOf(entry.id);
    const item = card(page, entry.id);
    await item.locator('.video-preview__poster').waitFor();
    await item.hover();
    await page.waitForTimeout(800);
    expect(await stageOf(item).getAttribute('data-state')).toBe('poster');
    expect(await frameOf(item)).toBe(posterFrame);

    await page.locator(`#open-${entry.id}`).click();
    const preview = page
      .getByRole('dialog')
      .getByRole('group', { name: `Preview of ${entry.title}` });
    await preview.getByRole('button', { name: 'Play video' }).waitFor({ state: 'attached' });
    await page.waitForTimeout(800);
    expect(await frameOf(preview)).toBe(posterFrame);
    expect(await activeText(page)).toBe('Close');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('home page', () => {
  it('shows real previews on the "Made with Remotion" cards, playing on hover', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Made with Remotion' });
    await section.scrollIntoViewIfNeeded();
    const cards = section.locator('li.card--media');
    await expect.poll(() => cards.locator('.video-preview__poster').count()).toBe(3);
    expect(await section.locator('.generated-poster').count()).toBe(0);
    const first = cards.first();
    const id = (await first.locator('h3 a').getAttribute('href'))!.split('#')[1]!;
    await expect.poll(() => frameOf(first)).toBe(await posterFrameOf(id));
    await first.hover();
    await expectPlaying(first, await posterFrameOf(id));
    expect(problems).toEqual([]);
    await context.close();
  });
});
