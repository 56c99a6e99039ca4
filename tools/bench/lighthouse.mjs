/**
 * Lighthouse (the npm package, default mobile preset with simulated throttling)
 * driving Debian Chromium, fully offline: every host except 127.0.0.1 resolves
 * to nothing and error reporting is off. Each run gets a fresh Chromium with its
 * own profile, so no cache carries over between runs.
 *
 *   import { runLighthouse } from './lighthouse.mjs';
 *   const { performance, totalBlockingTime } = await runLighthouse('http://127.0.0.1:3000/player');
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, findChromium } from '../chromium.mjs';

/** Chromium flags for Lighthouse: the shared set, headless in the new mode. */
export const chromeFlags = ['--headless=new', ...chromiumFlags];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse performance run in a fresh Chromium; returns the score (0–100) and TBT (ms). */
async function runOnce(url) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'sk-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      enableErrorReporting: false,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      totalBlockingTime: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      largestContentfulPaint: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Runs Lighthouse `runs` times (one after the other, never in parallel, so runs do not
 * compete for the CPU) and reports the median performance score and total blocking time.
 * @param {string} url page to audit, served from 127.0.0.1
 * @param {number} [runs=3]
 * @returns {Promise<{url: string, performance: number, totalBlockingTime: number,
 *   runs: {performance: number, totalBlockingTime: number, largestContentfulPaint: number}[]}>}
 */
export async function runLighthouse(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url));
  return {
    url,
    performance: median(results.map((r) => r.performance)),
    totalBlockingTime: median(results.map((r) => r.totalBlockingTime)),
    runs: results,
  };
}
