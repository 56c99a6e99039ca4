/**
 * Every story of the built Storybook, in Chromium: its `play` function passes (the keyboard
 * paths), no console error or warning and no request leaving 127.0.0.1, and in each of its
 * modes its look matches the committed baseline. Every docs page renders without a console
 * error, and the Storybook UI opens a docs page and a story. `STORYBOOK_ACCEPT=1` records the
 * screenshots as the new baselines instead of comparing them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storybookDir } from './global-setup';
import { LIGHT_DESKTOP, isVisual, modesOf } from './modes';
import { isNavigationRace, launch, StoryPage, type Entry, type Mode } from './story-page';
import {
  accepting,
  clearDiffs,
  compareWithBaseline,
  removeStaleBaselines,
  unusedBaselines,
} from './visual';

interface IndexEntry extends Entry {
  title: string;
  name: string;
  tags: string[];
}

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
/** `STORYBOOK_FILTER=navbar` checks only the entries whose id contains it (while working on them). */
const filter = process.env['STORYBOOK_FILTER'];
const entries = Object.values(index.entries).filter((e) => !filter || e.id.includes(filter));
const stories = entries.filter((e) => e.type === 'story');
const docs = entries.filter((e) => e.type === 'docs');

/** The mode docs pages are opened in. */
const DOCS: Mode = { ...LIGHT_DESKTOP, name: 'docs' };

let browser: Browser;
const pages = new Map<string, Promise<StoryPage>>();
const made = new Set<string>();
let failures = 0;

/**
 * Elements animating faster than once a second although the reader asked for reduced motion
 * (the theme slows what must keep moving, such as the spinner, and stops the rest).
 */
function quickAnimations(page: StoryPage): Promise<string[]> {
  return page.page.evaluate(() => {
    const seconds = (d: string) => (d.endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d));
    return [...document.querySelectorAll('*')].flatMap((el) => {
      // Storybook's own loaders (hidden once the story shows) are not the story's.
      if (!el.checkVisibility() || el.closest('.sb-wrapper, .sb-preparing-story')) return [];
      const style = getComputedStyle(el);
      if (style.animationName === 'none') return [];
      const quick = style.animationDuration.split(',').some((d) => seconds(d.trim()) < 1);
      return quick
        ? [
            `${el.tagName.toLowerCase()}.${el.className}: ${style.animationName} ${style.animationDuration}`,
          ]
        : [];
    });
  });
}

/** The page of a mode, opened on first use. */
function pageFor(mode: Mode): Promise<StoryPage> {
  let page = pages.get(mode.name);
  if (!page) {
    page = StoryPage.open(browser, mode);
    pages.set(mode.name, page);
  }
  return page;
}

beforeAll(async () => {
  if (!accepting) clearDiffs();
  browser = await launch();
});
afterAll(async () => {
  for (const page of pages.values()) await (await page).close();
  await browser?.close();
});

describe.concurrent('stories', () => {
  for (const story of stories) {
    for (const mode of modesOf(story.tags)) {
      const name = `${story.id}.${mode.name}`;
      it(name, async () => {
        const page = await pageFor(mode);
        await page.run(async () => {
          try {
            await onceMore(() => check(page, story, mode, name));
          } catch (error) {
            failures++;
            throw error;
          }
        });
      });
    }
  }
});

/**
 * Runs a check again once when the page navigated under it (the preview reloaded itself
 * while the check used it); the second run starts from a fresh preview.
 */
async function onceMore(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (!isNavigationRace(error)) throw error;
    await run();
  }
}

/** Renders one story in one mode and checks it: play, console, reduced motion, look. */
async function check(page: StoryPage, story: IndexEntry, mode: Mode, name: string) {
  const result = await page.render(story);
  expect(result.error ?? '', `${name}: play or render failed`).toBe('');
  expect(result.problems, `${name}: console problems`).toEqual([]);
  if (story.tags.includes('reduced-motion')) {
    expect(await quickAnimations(page), `${name}: quick motion with reduced motion`).toEqual([]);
  }
  if (!isVisual(story.tags)) return;
  made.add(name);
  const visual = compareWithBaseline(name, await page.screenshot());
  if (visual.status === 'missing' || visual.status === 'changed') {
    expect.fail(visual.message);
  }
}

describe.concurrent('docs pages', () => {
  for (const entry of docs) {
    it(entry.id, async () => {
      // A page of their own: a docs page renders many stories at once, and what they leave
      // behind (module state) must not reach a story's screenshot.
      const page = await pageFor(DOCS);
      await page.run(() =>
        onceMore(async () => {
          const result = await page.render(entry);
          expect(result.error ?? '', `${entry.id}: render failed`).toBe('');
          expect(result.problems, `${entry.id}: console problems`).toEqual([]);
        }),
      );
    });
  }
});

describe('the Storybook UI', () => {
  it('opens a docs page and a story with no console error', async () => {
    const origin = inject('storybookOrigin');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort(),
    );
    try {
      await page.goto(`${origin}/?path=/docs/theme-shell-navbar--docs`);
      const preview = page.frameLocator('#storybook-preview-iframe');
      await preview.getByRole('heading', { name: 'Navbar', level: 1 }).waitFor();
      await preview.getByText('Configured by').first().waitFor();
      await page.goto(`${origin}/?path=/story/search-searchmodal--results`);
      await preview.locator('.DocSearch-Hit').first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('baselines', () => {
  it('has no baseline left from a removed story', () => {
    if (filter) return;
    if (accepting) {
      if (failures === 0) removeStaleBaselines(made);
      return;
    }
    expect(
      unusedBaselines(made),
      'baselines no story renders any more (npm run storybook:accept removes them)',
    ).toEqual([]);
  });
});
