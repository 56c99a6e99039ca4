import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Loading the workspace ESLint config and its plugins takes a few seconds on a busy machine.
  test: { environment: 'node', include: ['*.test.ts'], testTimeout: 30_000 },
});
