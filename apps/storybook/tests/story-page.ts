/**
 * A Chromium page on the built Storybook's `iframe.html` that renders one story (or docs page)
 * after another in place, as Storybook's own UI does (a story switch takes tens of
 * milliseconds; loading the preview takes most of a second). Between two stories the page's
 * storage, `<html>` attributes and scroll position are reset, and after a story whose `play`
 * function ran (it may leave state in modules) the preview is reloaded, so each story starts as
 * on a fresh load. For each story it waits until the story has finished (rendered, `play` run,
 * animations settled) and collects what went wrong: a play failure, a render error, console
 * errors and warnings, requests leaving 127.0.0.1.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumFlags } from '../../../tools/chromium.mjs';

/** Storybook pauses CSS animations at their end state for a user agent naming its test runner. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome StorybookTestRunner';

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: inject('chromium'), args: ['--headless', ...chromiumFlags] });

/** How a story is rendered: colour mode, viewport, zoom (device scale), reduced motion. */
export interface Mode {
  name: string;
  colorMode: 'light' | 'dark';
  width: number;
  height: number;
  /** Browser zoom: the layout width is `width`, drawn at this scale. @default 1 */
  scale?: number;
}

export interface Entry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export interface StoryResult {
  /** Why it failed: the play function's error, a render error, a timeout. */
  error?: string;
  problems: string[];
}

type Outcome = { status: 'success' | 'error'; error?: string };
type Channel = {
  on(event: string, fn: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
};

/** Hooks the preview's channel as soon as the preview creates it, recording how each story ends. */
function recorder() {
  const w = window as unknown as { __sbResult?: Outcome; __sbChannel?: Channel };
  let channel: Channel | undefined;
  // The first error wins (it says most); a later "finished with an error" adds nothing.
  const settle = (result: Outcome) => {
    if (!w.__sbResult || (result.status === 'error' && w.__sbResult.status !== 'error')) {
      w.__sbResult = result;
    }
  };
  const describe = (e: unknown) => {
    const err = e as { message?: string; stack?: string } | undefined;
    return err?.stack ?? err?.message ?? JSON.stringify(e);
  };
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel) {
      channel = next;
      w.__sbChannel = next;
      next.on('storyFinished', (p) => {
        const failed = (p as { status: string }).status === 'error';
        settle(
          failed
            ? { status: 'error', error: 'the story ended with an error' }
            : { status: 'success' },
        );
      });
      next.on('docsRendered', () => settle({ status: 'success' }));
      next.on('playFunctionThrewException', (e) => settle({ status: 'error', error: describe(e) }));
      next.on('storyThrewException', (e) => settle({ status: 'error', error: describe(e) }));
      next.on('storyErrored', (e) => settle({ status: 'error', error: describe(e) }));
      next.on('storyMissing', (id) => settle({ status: 'error', error: `no story ${String(id)}` }));
      next.on('unhandledErrorsWhilePlaying', (e) =>
        settle({ status: 'error', error: `unhandled errors while playing: ${describe(e)}` }),
      );
    },
  });
}

/** Deterministic pixels: no caret, no transitions, no smooth scrolling, no scrollbars. */
const STILL_CSS = `*, *::before, *::after {
  caret-color: transparent !important;
  transition: none !important;
  scroll-behavior: auto !important;
}
::-webkit-scrollbar { display: none; }`;

/** The entry every page starts on (and reloads to). */
const START_ID = 'introduction--docs';

/** One mode's page. `render` calls must not overlap (see `StoryPage.run`). */
export class StoryPage {
  private problems: string[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private htmlAttributes: string[] = [];
  /** The last story played (a play function may leave state in modules): reload before the next. */
  private dirty = false;

  private constructor(
    readonly mode: Mode,
    private readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, mode: Mode): Promise<StoryPage> {
    const origin = inject('storybookOrigin');
    const context = await browser.newContext({
      viewport: { width: mode.width, height: mode.height },
      deviceScaleFactor: mode.scale ?? 1,
      // Deterministic pixels: scripts that scroll smoothly (or animate) unless the reader asks
      // for reduced motion jump instead. CSS animations are paused by Storybook in any case.
      reducedMotion: 'reduce',
      colorScheme: mode.colorMode,
      userAgent: USER_AGENT,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    const self = new StoryPage(mode, context, page);
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') {
        self.problems.push(`${m.type()}: ${m.text()}`);
      }
    });
    page.on('pageerror', (e) => self.problems.push(`pageerror: ${e.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !new URL(frame.url()).pathname.endsWith('/iframe.html')) {
        self.problems.push(`navigated away to ${frame.url()}`);
      }
    });
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
        return route.continue();
      }
      self.problems.push(`request leaving 127.0.0.1: ${url}`);
      return route.abort();
    });
    await page.addInitScript(recorder);
    await self.reload();
    self.htmlAttributes = await page.evaluate(() => document.documentElement.getAttributeNames());
    return self;
  }

  /** Runs `task` when the page's previous tasks are done (two tests may share a mode's page). */
  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => {});
    return next;
  }

  /** Shows `entry` and waits for it to finish; the problems are those of this entry alone. */
  async render(entry: Entry): Promise<StoryResult> {
    // The entry already shown would not render again: load it afresh.
    const current = new URL(this.page.url()).searchParams.get('id');
    if (current === entry.id) return this.settle(await this.reload(entry), entry);
    // After a played story, or one that navigated the page away, start from a fresh preview.
    if (this.dirty || !(await this.ready())) await this.reload();
    this.problems = [];
    await this.page.evaluate(
      ({ id, viewMode, keep }) => {
        const w = window as unknown as { __sbResult?: unknown; __sbChannel: Channel };
        localStorage.clear();
        sessionStorage.clear();
        const html = document.documentElement;
        for (const name of html.getAttributeNames()) {
          if (!keep.includes(name)) html.removeAttribute(name);
        }
        window.scrollTo(0, 0);
        w.__sbResult = undefined;
        w.__sbChannel.emit('setCurrentStory', { storyId: id, viewMode });
      },
      {
        id: entry.id,
        viewMode: entry.type === 'docs' ? 'docs' : 'story',
        keep: this.htmlAttributes,
      },
    );
    return this.settle(await this.finished(), entry);
  }

  /** The result of an entry, and whether the page must be reloaded before the next one. */
  private async settle(outcome: Outcome, entry: Entry): Promise<StoryResult> {
    this.dirty = entry.tags?.includes('play-fn') ?? false;
    if (!(await this.ready())) {
      this.problems.push(`the story navigated the page to ${this.page.url()}`);
    }
    return { ...(outcome.error ? { error: outcome.error } : {}), problems: this.problems };
  }

  /** Whether the page is still the preview it was (not navigated away, channel in place). */
  private async ready(): Promise<boolean> {
    if (!new URL(this.page.url()).pathname.endsWith('/iframe.html')) return false;
    return this.page
      .evaluate(() => Boolean((window as unknown as { __sbChannel?: unknown }).__sbChannel))
      .catch(() => false);
  }

  /** Loads the preview afresh, on `entry` (the start page by default); resolves when it has finished. */
  private async reload(entry: Entry = { id: START_ID, type: 'docs' }): Promise<Outcome> {
    const origin = inject('storybookOrigin');
    this.problems = [];
    const viewMode = entry.type === 'docs' ? 'docs' : 'story';
    const url = `${origin}/iframe.html?id=${entry.id}&viewMode=${viewMode}&globals=colorMode:${this.mode.colorMode}`;
    try {
      await this.page.goto(url);
    } catch (error) {
      // The page was leaving by itself (a reload it started): go once more when it has.
      if (!isNavigationRace(error)) throw error;
      await this.page.waitForLoadState('load').catch(() => {});
      await this.page.goto(url);
    }
    const outcome = await this.finished();
    await this.page.addStyleTag({ content: STILL_CSS });
    return outcome;
  }

  private async finished(): Promise<Outcome> {
    try {
      const handle = await this.page.waitForFunction(
        () => (window as unknown as { __sbResult?: Outcome }).__sbResult,
        undefined,
        { timeout: 20_000 },
      );
      return (await handle.jsonValue()) as Outcome;
    } catch {
      return { status: 'error', error: 'timed out waiting for the story to finish' };
    }
  }

  /** A screenshot of everything the story drew (fixed overlays such as modals included). */
  async screenshot(): Promise<Buffer> {
    const height = await this.page.evaluate(async () => {
      await document.fonts.ready;
      // From the top: a play function may have scrolled the page (the whole page is captured).
      window.scrollTo(0, 0);
      // SVG animations (DocSearch's loading icon) are not CSS: stop them at their start.
      for (const svg of document.querySelectorAll('svg')) {
        svg.pauseAnimations();
        svg.setCurrentTime(0);
      }
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      let bottom = 1;
      for (const el of document.body.querySelectorAll('*')) {
        if (
          el.closest(
            'script, style, .sb-wrapper, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview',
          )
        )
          continue;
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) bottom = Math.max(bottom, r.bottom + window.scrollY);
      }
      return Math.min(Math.ceil(bottom), 3000);
    });
    return this.page.screenshot({
      clip: { x: 0, y: 0, width: this.mode.width, height },
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  }

  close() {
    return this.context.close();
  }
}

/** An error of a page that navigated while it was being used (a reload it started itself). */
export const isNavigationRace = (error: unknown) =>
  /Execution context was destroyed|interrupted by another navigation|net::ERR_ABORTED/.test(
    String(error),
  );
