import { defineConfig } from 'vitest/config';

/** Browser smoke tests: playwright-core drives Debian Chromium against the built site on 127.0.0.1. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
