import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
  }
}

let server: Server | undefined;

/** Starts the same static server `npm start` uses, on 127.0.0.1 and a free port. */
export async function setup(project: TestProject) {
  const chromium = findChromium();
  const { startServer } = (await import(join(import.meta.dirname, '../../../tools/serve.mjs'))) as {
    startServer(o: { port: number; host: string }): Promise<Server>;
  };
  server = await startServer({ port: 0, host: '127.0.0.1' });
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('chromium', chromium);
}

export async function teardown() {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
}
