import { defineConfig } from 'vitest/config';
import { sourceResolution } from '../../../vitest.shared';

/** Browser tests: playwright-core drives Debian Chromium against the built site on 127.0.0.1. */
export default defineConfig({
  ...sourceResolution,
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The libraries' sources go through Vite (they are TypeScript), not Node's loader.
    server: { deps: { inline: [/@sitekit\//, /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/] } },
  },
});
