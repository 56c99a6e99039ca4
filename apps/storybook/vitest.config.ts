import { defineConfig } from 'vitest/config';

/** Unit tests of the Storybook's own code (the design tokens reader); the browser checks are in tests/. */
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
