import { defineConfig } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared';

export default defineConfig({
  ...sourceResolution,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
