/**
 * The hosted assistant in a browser, without a second build of the whole site: the site's
 * App built with a hosted configuration (`hosted-assistant/harness.tsx`), served with the
 * head tags and Content-Security-Policy the build writes, next to a fake vendor on a second
 * 127.0.0.1 origin. The local assistant, the default, is covered by assistant.e2e.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, sep } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteConfigSchema, type RouteInfo, type SiteConfig } from '@sitekit/content-model';
import siteConfig from '../site.config';
import viteConfig from '../vite.config';
import { contentSecurityPolicy, headTags, inlineScriptHashes } from '@sitekit/builder';
import { launch, waitForHydration } from './browser';
import {
  SITE_CONFIG_ID,
  embedScript,
  framePage,
  OPEN_FUNCTION,
} from './hosted-assistant/fake-vendor';

const outDir = mkdtempSync(join(tmpdir(), 'sk-hosted-assistant-'));
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let browser: Browser;
let vendor: Server;
let site: Server;
let siteOrigin: string;
let vendorOrigin: string;
let releaseScript: () => void = () => {};

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server | undefined) => {
  server?.closeAllConnections();
  return new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
};

/** The vendor: its script is held back until `releaseScript()`, as a slow network would. */
function startVendor() {
  let gate = new Promise<void>((resolve) => (releaseScript = resolve));
  return createServer((req, res) => {
    if (req.url === '/embed.js') {
      void gate.then(() => {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(embedScript);
      });
      gate = Promise.resolve();
    } else if (req.url === '/frame.html') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(framePage);
    } else res.writeHead(404).end();
  });
}

/** The site: the built files, and for every page path the harness page, its head and CSP made by the build's own functions. */
function startSite(config: SiteConfig, template: string) {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (extname(path)) {
      const file = join(outDir, path);
      if (!file.startsWith(outDir + sep) || !existsSync(file)) res.writeHead(404).end();
      else {
        res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
      }
      return;
    }
    const route: RouteInfo = { path, head: { title: path }, data: { kind: 'page' } };
    const data = JSON.stringify(config).replace(/</g, '\\u003c');
    const html = template.replace(
      '<!--sk-head-->',
      `${headTags(config, route, path)}\n<script type="application/json" id="${SITE_CONFIG_ID}">${data}</script>`,
    );
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(config, inlineScriptHashes([html])),
    });
    res.end(html);
  });
}

beforeAll(async () => {
  vendor = startVendor();
  vendorOrigin = await listen(vendor);
  const config = siteConfigSchema.parse({
    ...siteConfig,
    assistant: {
      scriptUrl: `${vendorOrigin}/embed.js`,
      scriptAttributes: { id: 'fake-vendor', 'data-sidepanel': 'true', 'data-hide-button': 'true' },
      openFunction: OPEN_FUNCTION,
    },
  });
  // The site's Vite config, imported here (its TypeScript and the libraries' sources go
  // through Vitest) rather than loaded by Vite from the file.
  const siteViteConfig = await viteConfig({ command: 'build', mode: 'production' });
  await build({
    ...siteViteConfig,
    configFile: false,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: join(import.meta.dirname, 'hosted-assistant/index.html') },
    },
  });
  const template = readFileSync(join(outDir, 'e2e/hosted-assistant/index.html'), 'utf8');
  site = startSite(config, template);
  siteOrigin = await listen(site);
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([close(vendor), close(site)]);
  rmSync(outDir, { recursive: true, force: true });
});

type Marked = Window & { __marker?: number; __csp?: string[] };

/** A page that records console problems and CSP violations, and may reach only the two origins. */
async function openHostedPage() {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const external: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${siteOrigin}/`) || url.startsWith(`${vendorOrigin}/`))
      return route.continue();
    external.push(url);
    return route.abort();
  });
  await page.addInitScript(() => {
    const w = window as Marked;
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp!.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, problems, external, context };
}

const received = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { received: unknown[] }).received);
const themeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

it('loads the script from the head, opens its panel from Ask AI, and bridges its frame to the site', async () => {
  const { page, problems, external, context } = await openHostedPage();
  // The vendor's script is held back: the page must not wait for it.
  await page.goto(`${siteOrigin}/docs`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.evaluate(() => ((window as Marked).__marker = 42));

  const head = await page.evaluate(() =>
    [...document.head.querySelectorAll('script[src]')].map((s) => ({
      src: s.getAttribute('src'),
      async: s.hasAttribute('async'),
      id: s.id,
      sidepanel: s.getAttribute('data-sidepanel'),
      hideButton: s.getAttribute('data-hide-button'),
    })),
  );
  expect(head.filter((s) => !s.src?.startsWith('/assets/'))).toEqual([
    {
      src: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/embed\.js$/),
      async: true,
      id: 'fake-vendor',
      sidepanel: 'true',
      hideButton: 'true',
    },
  ]);

  // Clicked before the script has run: the button waits for the open function.
  const askAi = page.getByRole('button', { name: 'Ask AI', exact: true });
  await askAi.click();
  expect(await askAi.getAttribute('aria-busy')).toBe('true');
  releaseScript();
  const frameElement = page.locator('#fake-vendor-frame');
  await frameElement.waitFor({ state: 'attached' });
  await expect.poll(() => askAi.getAttribute('aria-busy')).toBeNull();
  // The vendor read its configuration from the tag: a side panel, its own button hidden.
  expect(
    await page.evaluate(() => (window as unknown as { fakeVendor: object }).fakeVendor),
  ).toEqual({ seen: { sidepanel: 'true', hideButton: 'true' } });
  expect(await page.getByRole('button', { name: 'Vendor launcher' }).count()).toBe(0);
  // The site's own panel (the local assistant) stays closed and unloaded.
  expect(await page.locator('#sk-assistant-panel').count()).toBe(0);

  const frame = (await (await frameElement.elementHandle())!.contentFrame())!;
  await expect
    .poll(() => received(frame), { timeout: 10_000 })
    .toEqual([
      JSON.stringify({ type: 'internal-link-host', host: new URL(siteOrigin).host }),
      'light-mode',
    ]);

  const colorToggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
  for (let i = 0; i < 3 && (await themeOf(page)) !== 'dark'; i++) await colorToggle.click();
  await expect.poll(async () => (await received(frame)).at(-1)).toBe('dark-mode');

  await frame.locator('#spring').click();
  await page.waitForURL((url) => url.pathname === '/docs/spring' && url.hash === '#x');
  await expect.poll(() => page.locator('.harness-page').textContent()).toBe('/docs/spring');
  expect(await page.evaluate(() => (window as Marked).__marker)).toBe(42);

  // Ask AI again: the vendor's toggle closes its panel.
  await askAi.click();
  await expect.poll(() => frameElement.isHidden()).toBe(true);

  expect(await page.evaluate(() => (window as Marked).__csp)).toEqual([]);
  expect(problems).toEqual([]);
  expect(external).toEqual([]);
  await context.close();
});
