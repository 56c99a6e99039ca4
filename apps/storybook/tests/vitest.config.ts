import { defineConfig } from 'vitest/config';

/**
 * The Storybook's browser checks: every story played in Debian Chromium (its `play` function
 * and no console error), its look compared with the committed baselines, and the docs pages
 * opened. Two pages at a time (the machines have two cores).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxConcurrency: 2,
    fileParallelism: false,
  },
});
