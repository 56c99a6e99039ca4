import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../../tools/chromium.mjs';
import { serveStatic } from './static-server';

export const storybookDir = join(import.meta.dirname, '../../../dist-storybook');

declare module 'vitest' {
  export interface ProvidedContext {
    storybookOrigin: string;
    chromium: string;
  }
}

let server: Server | undefined;

/** Serves the built Storybook (`npm run build-storybook`) on 127.0.0.1 for the browser checks. */
export async function setup(project: TestProject) {
  if (!existsSync(join(storybookDir, 'index.json'))) {
    throw new Error(
      `No built Storybook in ${storybookDir}: run \`npm run build-storybook\` first.`,
    );
  }
  const served = await serveStatic(storybookDir);
  server = served.server;
  project.provide('storybookOrigin', served.origin);
  project.provide('chromium', findChromium());
}

export async function teardown() {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
}
