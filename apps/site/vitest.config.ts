import { defineConfig } from 'vitest/config';
import { sourceResolution } from '../../vitest.shared';
import { cloudFacts } from './vite/cloud-facts/index.js';

export default defineConfig({
  ...sourceResolution,
  // Components under test import `virtual:cloud-facts` as they do in the build.
  plugins: [cloudFacts()],
  // One remotion, as in vite.config.ts: @remotion/noise 4.0.361 brings its own 4.0.361 copy,
  // and two copies throw. Inlining the package lets the dedupe reach its import.
  resolve: { ...sourceResolution.resolve, dedupe: ['remotion'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'vite/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 60_000,
    server: { deps: { inline: ['@remotion/noise'] } },
  },
});
