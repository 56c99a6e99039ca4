/**
 * The served site as an operator and an attacker meet it: security headers and a CSP the
 * whole site works under, a server that answers bad requests correctly, pages nobody else
 * may frame, robust URLs, and tabs that survive a deploy.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

const root = join(import.meta.dirname, '../../..');
const serve = (await import(join(root, 'tools/serve.mjs'))) as {
  startServer(o: { dir?: string; port: number; host: string }): Promise<Server>;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const get = (path: string, init: RequestInit = {}) =>
  fetch(baseUrl() + path, { redirect: 'manual', ...init });

/** Collects CSP violations the page reports, from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

describe('security headers', () => {
  it('every page carries a strict CSP and the other security headers', async () => {
    for (const path of ['/', '/docs/interpolate', '/ai-embed', '/assets/../404']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      if (response.status === 400) continue;
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('lists the hash of every inline script of every page in the CSP', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    const { scriptHashes } = JSON.parse(
      readFileSync(join(root, '.cache/build-report.json'), 'utf8'),
    ) as { scriptHashes: string[] };
    expect(scriptHashes.length).toBeGreaterThanOrEqual(2); // colour mode and base-URL banner
    for (const hash of scriptHashes) expect(csp).toContain(hash);
  });

  it('the site works under its CSP: no violation on the main page types and open states', async () => {
    const { page, context, problems } = await openPage(browser);
    const violations = await watchCsp(page);
    for (const path of [
      '/',
      '/docs/interpolate',
      '/player',
      '/blog',
      '/showcase',
      '/search?q=spring',
    ]) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      expect(await violations(), path).toEqual([]);
    }
    await page.goto(baseUrl() + '/docs/interpolate');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('spring');
    await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await expect
      .poll(() => page.frameLocator('iframe').locator('textarea, input').count())
      .toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
    await context.close();
  });

  it('no other origin may frame a page, the assistant frame included', async () => {
    const { createServer } = await import('node:http');
    const foreign = createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(
        `<iframe src="${baseUrl()}/ai-embed"></iframe><iframe src="${baseUrl()}/docs"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const { port } = foreign.address() as AddressInfo;
    const { page, context, problems } = await openPage(browser);
    await page.route(`http://127.0.0.1:${port}/**`, (route) => route.continue());
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => problems.filter((p) => /frame-ancestors/.test(p)).length).toBe(2);
    for (const frame of page.frames().slice(1))
      expect(
        await frame
          .evaluate(() => document.getElementById('__sk_root') !== null)
          .catch(() => false),
      ).toBe(false);
    await context.close();
    foreign.closeAllConnections();
    await new Promise((resolve) => foreign.close(resolve));
  });
});

describe('server edge cases', () => {
  it('answers methods other than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await get('/docs', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers null bytes, malformed escapes and over-long names with 400/404, never 500', async () => {
    expect((await get('/%00')).status).toBe(400);
    expect((await get('/docs/%00x')).status).toBe(400);
    expect((await get('/docs/%E0%A4%A')).status).toBe(400);
    expect((await get(`/${'a'.repeat(5000)}`)).status).toBe(404);
    expect((await get(`/docs/${'b'.repeat(300)}/x`)).status).toBe(404);
  });

  it('serves nothing under a dotfile path, nor the hosts’ _headers file', async () => {
    for (const path of ['/.vite/manifest.json', '/.build.json', '/assets/.hidden', '/_headers'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('redirects legacy and trailing-slash URLs in one hop, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/docs/interpolate.html?a=1', '/docs/interpolate?a=1'],
      ['/docs/interpolate/index.html?a=1&b=2', '/docs/interpolate?a=1&b=2'],
      ['/docs/interpolate/?x', '/docs/interpolate?x'],
      ['/index.html', '/'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(
        new URL(response.headers.get('location')!, baseUrl()).pathname +
          new URL(response.headers.get('location')!, baseUrl()).search,
      ).toBe(to);
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it('sends the precompressed brotli and gzip files the build wrote', async () => {
    const br = await get('/docs/interpolate', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('interpolate');
    const gz = await get('/docs/interpolate', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/docs/interpolate', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('robust URLs', () => {
  it('a malformed escape in the hash leaves the page working', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl() + '/docs/interpolate#%E0%A4%A');
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('interpolate()');
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});

/** A hashed file name (`index-Cj9SI6sc.js`), as written in HTML, scripts, styles and JSON. */
const ASSET_NAME = /[\w.-]+-[\w-]{6,}\.\w+/g;

/**
 * Makes a "next build" of a served copy: every hashed asset gets a new name (as any code
 * change would give it) and every reference follows. With `keepOld`, the previous build's
 * assets stay beside the new ones, as the real build's grace period keeps them.
 */
function deployNextBuild(dir: string, keepOld: boolean) {
  const next = `${dir}.staging`;
  cpSync(dir, next, { recursive: true });
  const assets = readdirSync(join(next, 'assets')).filter((f) => !/\.(br|gz)$/.test(f));
  // The page map is named by the app build, which any code change gives a new name too.
  const maps = readdirSync(join(next, '_sk')).filter((f) => /^pages-[\w-]+\.json$/.test(f));
  const newName = (f: string) => f.replace(/-([\w-]{6,})\.(\w+)$/, '-$1n.$2');
  const renamed = new Map([...assets, ...maps].map((f) => [f, newName(f)]));
  const files = readdirSync(next, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  for (const file of files) {
    if (/\.(br|gz)$/.test(file)) {
      rmSync(file);
      continue;
    }
    if (!/\.(html|js|css|json)$/.test(file)) continue;
    // One pass per file over the names that look like assets (the search index is megabytes).
    const text = readFileSync(file, 'utf8');
    const next = text.replace(ASSET_NAME, (name) => renamed.get(name) ?? name);
    if (next !== text) writeFileSync(file, next);
  }
  for (const file of assets)
    renameSync(join(next, 'assets', file), join(next, 'assets', newName(file)));
  for (const file of maps) renameSync(join(next, '_sk', file), join(next, '_sk', newName(file)));
  // The grace period keeps the previous build's own files, byte for byte, and its page map.
  if (keepOld) {
    for (const file of assets) cpSync(join(dir, 'assets', file), join(next, 'assets', file));
    for (const file of maps) cpSync(join(dir, '_sk', file), join(next, '_sk', file));
  }
  rmSync(`${dir}.previous`, { recursive: true, force: true });
  renameSync(dir, `${dir}.previous`);
  renameSync(next, dir);
}

describe('deploys strand no reader', () => {
  async function siteCopy() {
    const tmp = mkdtempSync(join(tmpdir(), 'sk-deploy-'));
    const dir = join(tmp, 'site');
    cpSync(join(root, 'dist'), dir, { recursive: true });
    const server = await serve.startServer({ dir, port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      dir,
      url,
      server,
      done: () => {
        server.closeAllConnections();
        return new Promise((r) => server.close(r));
      },
    };
  }

  async function searchAndGo(page: Page) {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('spring');
    await expect
      .poll(() => page.locator('.DocSearch-Hit').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/docs/interpolate');
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
  }

  it('a tab opened before a deploy still searches and navigates (old chunks kept)', async () => {
    const site = await siteCopy();
    const { page, context, problems } = await openPage(browser);
    await page.route(`${site.url}/**`, (route) => route.continue());
    await page.goto(`${site.url}/docs/interpolate`);
    await waitForHydration(page);
    deployNextBuild(site.dir, true);
    await searchAndGo(page);
    expect(problems).toEqual([]);
    await context.close();
    await site.done();
  });

  it('once the old chunks are gone, the tab reloads onto the new build once, and search works', async () => {
    const site = await siteCopy();
    const { page, context } = await openPage(browser);
    await page.route(`${site.url}/**`, (route) => route.continue());
    await page.goto(`${site.url}/docs/interpolate`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __old: boolean }).__old = true));
    deployNextBuild(site.dir, false);
    await page.keyboard.press('Control+k');
    // The modal's chunk is gone: the page reloads onto the new build.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __old?: boolean }).__old ?? false), {
        timeout: 15_000,
      })
      .toBe(false);
    await waitForHydration(page);
    await searchAndGo(page);
    await context.close();
    await site.done();
  });
});
