/**
 * Screenshots against committed baselines. A baseline is `baselines/<story id>.<mode>.png`;
 * a changed look (more pixels differ than the tolerance allows, or another size) fails and
 * writes the expected, actual and diff images to `dist-storybook-diffs/`. With
 * `STORYBOOK_ACCEPT=1` (`npm run storybook:accept`) the screenshots become the baselines.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const baselineDir = join(import.meta.dirname, '../baselines');
export const diffDir = join(import.meta.dirname, '../../../dist-storybook-diffs');
export const accepting = process.env['STORYBOOK_ACCEPT'] === '1';

/** Per-pixel colour distance pixelmatch ignores (0–1), and the share of pixels that may differ. */
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.0015;

/** Re-encodes a screenshot as compactly as PNG allows (the baselines are committed). */
function compact(png: Buffer): Buffer {
  return PNG.sync.write(PNG.sync.read(png), { deflateLevel: 9, filterType: -1 });
}

export type VisualResult =
  | { status: 'same' | 'accepted' }
  | { status: 'missing' | 'changed'; message: string };

export function compareWithBaseline(name: string, screenshot: Buffer): VisualResult {
  const file = join(baselineDir, `${name}.png`);
  if (accepting) {
    // An unchanged look keeps its file byte for byte (no churn in the repository).
    const same = existsSync(file) && diffPixels(readFileSync(file), screenshot).count === 0;
    if (!same) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(file, compact(screenshot));
    }
    return { status: 'accepted' };
  }
  if (!existsSync(file)) {
    writeDiff(name, 'actual', screenshot);
    return {
      status: 'missing',
      message: `${name}: no baseline (run \`npm run storybook:accept\` to record it)`,
    };
  }
  const expected = readFileSync(file);
  const { count, total, diff, sizes } = diffPixels(expected, screenshot);
  if (sizes) {
    writeDiff(name, 'actual', screenshot);
    writeDiff(name, 'expected', expected);
    return { status: 'changed', message: `${name}: size changed (${sizes})` };
  }
  if (count > Math.max(50, total * MAX_DIFF_RATIO)) {
    writeDiff(name, 'actual', screenshot);
    writeDiff(name, 'expected', expected);
    writeDiff(name, 'diff', PNG.sync.write(diff!));
    return {
      status: 'changed',
      message: `${name}: ${count} pixels differ (${((count / total) * 100).toFixed(2)} %), see ${join(diffDir, `${name}.diff.png`)}`,
    };
  }
  return { status: 'same' };
}

function diffPixels(a: Buffer, b: Buffer) {
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  if (left.width !== right.width || left.height !== right.height) {
    return {
      count: Infinity,
      total: 0,
      sizes: `${left.width}×${left.height} → ${right.width}×${right.height}`,
    };
  }
  const diff = new PNG({ width: left.width, height: left.height });
  const count = pixelmatch(left.data, right.data, diff.data, left.width, left.height, {
    threshold: THRESHOLD,
  });
  return { count, total: left.width * left.height, diff };
}

function writeDiff(name: string, kind: string, png: Buffer) {
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(join(diffDir, `${name}.${kind}.png`), png);
}

/** Before a run: old diff images go. After an accepting run: baselines no story made go too. */
export function clearDiffs() {
  rmSync(diffDir, { recursive: true, force: true });
}

export function removeStaleBaselines(made: ReadonlySet<string>) {
  if (!existsSync(baselineDir)) return [];
  const stale = readdirSync(baselineDir).filter(
    (f) => f.endsWith('.png') && !made.has(f.slice(0, -4)),
  );
  stale.forEach((f) => rmSync(join(baselineDir, f)));
  return stale;
}

/** Baselines a full run should have made but did not (stories removed or renamed). */
export function unusedBaselines(made: ReadonlySet<string>): string[] {
  if (!existsSync(baselineDir)) return [];
  return readdirSync(baselineDir)
    .filter((f) => f.endsWith('.png') && !made.has(f.slice(0, -4)))
    .sort();
}
