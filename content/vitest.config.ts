import { defineConfig } from 'vitest/config';
import { sourceResolution } from '../vitest.shared';

/** The content's own checks: data, fences, export coverage, CLI flags, stated outputs. */
export default defineConfig({
  ...sourceResolution,
  resolve: { ...sourceResolution.resolve, dedupe: ['remotion'] },
  test: {
    environment: 'node',
    include: ['data/**/*.test.ts', 'checks/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
