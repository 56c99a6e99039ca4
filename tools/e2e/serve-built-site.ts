import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../chromium.mjs';
import { startServer } from '../serve.mjs';

/**
 * A Vitest global setup serving a built site with the repository's static server (the one
 * `npm start` uses) on 127.0.0.1 and a free port, and providing its address and Chromium's path.
 */
export function serveBuiltSite(dir?: string) {
  let server: Server | undefined;
  return {
    async setup(project: TestProject) {
      const chromium = findChromium();
      server = await startServer({ ...(dir ? { dir } : {}), port: 0, host: '127.0.0.1' });
      const { port } = server.address() as AddressInfo;
      project.provide('baseUrl', `http://127.0.0.1:${port}`);
      project.provide('chromium', chromium);
    },
    async teardown() {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}
