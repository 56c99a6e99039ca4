import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumFlags, findChromium } from '../../../tools/chromium.mjs';

export { findChromium };

/** The flags every test browser starts with: headless, and no network beyond loopback. */
export const chromiumArgs = ['--headless', ...chromiumFlags];

export async function launch(): Promise<Browser> {
  // playwright gives every launch a fresh, empty profile.
  return chromium.launch({ executablePath: inject('chromium'), args: chromiumArgs });
}

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

/** Routes the build produced, with their page titles (written by the build next to dist). */
export function builtRoutes(): { path: string; title: string }[] {
  const report = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../.cache/build-report.json'), 'utf8'),
  ) as {
    routes: { path: string; title: string }[];
  };
  return report.routes;
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}
