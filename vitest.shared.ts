import { defineConfig } from 'vitest/config';

/** Resolve workspace libraries to their sources (the `@sitekit/source` export condition), in both module graphs. */
export const sourceResolution = {
  resolve: { conditions: ['@sitekit/source'] },
  ssr: { resolve: { conditions: ['@sitekit/source'], externalConditions: ['@sitekit/source'] } },
};

/** The Vitest configuration every library shares: tests beside the code and in `tests/`. */
export const libraryConfig = (environment: 'node' | 'jsdom') =>
  defineConfig({
    ...sourceResolution,
    test: {
      environment,
      include: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'tests/**/*.test.ts',
        'tests/**/*.test.tsx',
      ],
    },
  });
