import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Finds Chromium (CHROME_PATH first); fails at once with the install command when there is none. */
export function findChromium(): string {
  const fromEnv = process.env['CHROME_PATH'];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium was not found. Install it with `sudo apt-get install -y chromium` (Debian) or set CHROME_PATH to a Chromium binary.',
    );
  }
  return found;
}

/** The flags every test browser starts with: headless, sandboxed environment, and no network beyond loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

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
