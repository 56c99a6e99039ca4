import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@sitekit/source'] },
  ssr: { resolve: { conditions: ['@sitekit/source'], externalConditions: ['@sitekit/source'] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'tests/**/*.test.tsx'],
  },
});
