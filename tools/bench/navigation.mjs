/* global document, location, MutationObserver, requestAnimationFrame -- page.evaluate callbacks run in the browser */
/**
 * What a reader feels moving between docs pages, in Chromium on the built site: from a click on
 * a prefetched link (hovered first, its code and data loaded) to the new page's content painted.
 *
 *   import { benchNavigation } from './navigation.mjs';
 *   const { medianMs, p95Ms, runs } = await benchNavigation('http://127.0.0.1:3000');
 */
import { chromium } from 'playwright-core';
import { chromiumFlags, findChromium } from '../chromium.mjs';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * Starts at `start`, then follows `count` links of the docs sidebar, one after another, each
 * hovered and left to load before the click. Returns the click → paint times in ms.
 */
export async function benchNavigation(origin, { start = '/docs/interpolate', count = 15 } = {}) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(origin + start, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 }).catch(() => {});
    const runs = [];
    const visited = new Set([start]);
    for (let i = 0; i < count; i++) {
      // The next sidebar link not yet visited, with a heading of its own to wait for.
      const href = await page.evaluate(
        (seen) => {
          const links = [...document.querySelectorAll('nav.sk-sidebar a[href^="/docs/"]')];
          const next = links.find((a) => !seen.includes(a.getAttribute('href')));
          return next?.getAttribute('href') ?? null;
        },
        [...visited],
      );
      if (!href) break;
      visited.add(href);
      const link = page.locator(`nav.sk-sidebar a[href="${href}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForLoadState('networkidle');
      const ms = await page.evaluate(async (target) => {
        const anchor = document.querySelector(`nav.sk-sidebar a[href="${target}"]`);
        const before = document.querySelector('main h1')?.textContent;
        const changed = new Promise((resolve) => {
          const done = () =>
            location.pathname.replace(/\/$/, '') === target.replace(/\/$/, '') &&
            document.querySelector('main h1')?.textContent !== before;
          if (done()) return resolve();
          const observer = new MutationObserver(() => {
            if (!done()) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
        const started = performance.now();
        anchor.click();
        await changed;
        // The frame holding the change: after the next animation frame, the next task.
        await new Promise((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = resolve;
            channel.port2.postMessage(null);
          }),
        );
        return performance.now() - started;
      }, href);
      runs.push(ms);
    }
    return { runs, medianMs: percentile(runs, 50), p95Ms: percentile(runs, 95) };
  } finally {
    await browser.close();
  }
}
