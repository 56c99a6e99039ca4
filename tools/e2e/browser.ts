/**
 * What every site's browser tests share: Debian Chromium started headless with no network
 * beyond 127.0.0.1, the served build's address (provided by `serve-built-site.ts`), and pages
 * that record console problems and refuse requests leaving the test server.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumFlags } from '../chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
  }
}

/** The flags every test browser starts with: headless, and no network beyond loopback. */
export const chromiumArgs = ['--headless', ...chromiumFlags];

/** A browser with a fresh, empty profile (playwright gives every launch one). */
export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: inject('chromium'), args: chromiumArgs });

/** The origin the build is served on. */
export const baseUrl = () => inject('baseUrl');

/** A page that records console errors and warnings, and refuses any request that leaves 127.0.0.1. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const external: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseUrl()) || url.startsWith('data:')) return route.continue();
    external.push(url);
    return route.abort();
  });
  return { page, problems, external, context };
}

/** Waits until the app has hydrated the page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}
