/* global document, MutationObserver, requestAnimationFrame -- page.evaluate callbacks run in the browser */
/**
 * The dev server as an author meets it: how long `npm run dev` takes to answer, to show a docs
 * page in Chromium, and to show an edit of that page's MDX (hot reload, no reload of the page).
 *
 *   import { benchDevServer } from './dev.mjs';
 *   const { listeningMs, firstPageMs, firstEditMs, editMs } = await benchDevServer(root);
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, findChromium } from '../chromium.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resolves once `url` answers 200, polling every 25 ms; rejects after `timeoutMs`. */
async function waitForOk(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`The dev server did not answer ${url} in time.`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Starts the site's dev server on `port`, opens `page` in Chromium, then appends a paragraph to
 * its MDX `edits` times (restored afterwards) and measures each until it is on screen.
 */
export async function benchDevServer(
  root,
  {
    port = 3123,
    page: path = '/docs/interpolate',
    source = 'content/docs/interpolate.mdx',
    edits = 6,
    readingMs = 5000,
    env = process.env,
  } = {},
) {
  const file = join(root, source);
  const original = readFileSync(file, 'utf8');
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [
      '--conditions=@sitekit/source',
      '--import',
      'tsx',
      join(root, 'node_modules/@sitekit/builder/bin/sitekit.mjs'),
      'dev',
      '--port',
      String(port),
    ],
    { cwd: join(root, 'apps/site'), env, stdio: 'ignore', detached: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  try {
    await waitForOk(`${origin}/`, 120_000);
    const listeningMs = performance.now() - started;
    const tab = await browser.newPage();
    const opened = performance.now();
    await tab.goto(origin + path);
    await tab.waitForSelector('main h1', { timeout: 120_000 });
    const firstPageMs = performance.now() - opened;
    await tab.waitForLoadState('networkidle');
    // An author reads the page before editing it: the first edit comes a few seconds later.
    await new Promise((r) => setTimeout(r, readingMs));
    const editRuns = [];
    for (let i = 0; i < edits; i++) {
      const marker = `Edited for the benchmark, run ${i} ${Date.now()}.`;
      // Watches the page for the marker from before the file changes.
      const shown = tab.evaluate(
        (text) =>
          new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.body.textContent?.includes(text)) {
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now()));
              }
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          }),
        marker,
      );
      const wroteAt = await tab.evaluate(() => performance.now());
      writeFileSync(file, `${original}\n${marker}\n`);
      const paintedAt = await Promise.race([
        shown,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('The edit did not show within 30 s.')), 30_000),
        ),
      ]);
      editRuns.push(paintedAt - wroteAt);
      await new Promise((r) => setTimeout(r, 300));
    }
    // The first edit also starts the type checker and the highlighter; the rest are the steady state.
    return {
      listeningMs,
      firstPageMs,
      editRuns,
      firstEditMs: editRuns[0],
      editMs: median(editRuns.slice(1)),
    };
  } finally {
    writeFileSync(file, original);
    await browser.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
