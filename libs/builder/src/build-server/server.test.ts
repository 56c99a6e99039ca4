import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { onMessages, send, type ServerMessage } from './protocol.js';
import { serveBuilds, type BuildServerOptions } from './server.js';
import { StaleModulesError } from './stale-modules.js';

const dir = mkdtempSync(join(tmpdir(), 'build-server-'));
const socket = join(dir, 's.sock');
const servers: { close(): void }[] = [];
// A build replaces the process's environment with the asker's.
const environment = { ...process.env };
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  process.env = { ...environment };
});

async function start(options: Partial<BuildServerOptions>) {
  let closed = false;
  const server = await serveBuilds({
    socket,
    key: 'k',
    build: async () => 0,
    stale: () => undefined,
    onClose: () => (closed = true),
    ...options,
  });
  servers.push(server);
  return { isClosed: () => closed };
}

/** Asks for a build; resolves with every message the server sent. */
const ask = (key: string, env: Record<string, string> = {}) =>
  new Promise<ServerMessage[]>((resolve, reject) => {
    const messages: ServerMessage[] = [];
    const conn = connect(socket, () => send(conn, { type: 'build', key, env }));
    onMessages<ServerMessage>(conn, (m) => messages.push(m));
    conn.on('error', reject);
    conn.on('close', () => resolve(messages));
  });

it('runs a build in the asker’s environment and sends its output and exit code', async () => {
  await start({
    build: async () => {
      process.stdout.write(`building ${process.env['SITE_FLAVOUR']}\n`);
      process.stderr.write('a warning\n');
      return 3;
    },
  });
  expect(await ask('k', { SITE_FLAVOUR: 'mint', PATH: process.env['PATH'] ?? '' })).toEqual([
    { type: 'output', stream: 'stdout', text: 'building mint\n' },
    { type: 'output', stream: 'stderr', text: 'a warning\n' },
    { type: 'done', exitCode: 3 },
  ]);
});

it('builds one at a time, in the order asked', async () => {
  const order: string[] = [];
  let n = 0;
  await start({
    build: async () => {
      const i = ++n;
      order.push(`start ${i}`);
      await new Promise((r) => setTimeout(r, 30));
      order.push(`end ${i}`);
      return 0;
    },
  });
  await Promise.all([ask('k'), ask('k')]);
  expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
});

it('refuses a build for another environment, and stops', async () => {
  let built = false;
  const server = await start({ build: async () => ((built = true), 0) });
  expect(await ask('other')).toEqual([
    {
      type: 'restart',
      reason: 'the build asks for another environment than this server started in',
    },
  ]);
  expect(built).toBe(false);
  await expect.poll(server.isClosed).toBe(true);
});

it('refuses to build once a module it loaded has changed', async () => {
  const server = await start({ stale: () => '/site/sitekit.config.ts' });
  expect(await ask('k')).toEqual([
    { type: 'restart', reason: '/site/sitekit.config.ts changed since this server loaded it' },
  ]);
  await expect.poll(server.isClosed).toBe(true);
});

it('hands a build it can no longer make to a new server', async () => {
  const server = await start({
    build: async () => {
      process.stdout.write('Building the site\n');
      throw new StaleModulesError('entry.js was rebuilt since this process imported it');
    },
  });
  expect(await ask('k')).toEqual([
    { type: 'output', stream: 'stdout', text: 'Building the site\n' },
    { type: 'restart', reason: 'entry.js was rebuilt since this process imported it' },
  ]);
  await expect.poll(server.isClosed).toBe(true);
});

it('stops when asked, once the build under way has ended', async () => {
  let finish: (() => void) | undefined;
  const server = await start({
    build: () => new Promise<number>((resolve) => (finish = () => resolve(0))),
  });
  const building = ask('k');
  await expect.poll(() => finish).toBeDefined();
  await new Promise<void>((resolve) => {
    const conn = connect(socket, () => send(conn, { type: 'stop' }));
    conn.on('close', () => resolve());
  });
  expect(server.isClosed()).toBe(false);
  finish!();
  expect(await building).toEqual([{ type: 'done', exitCode: 0 }]);
  await expect.poll(server.isClosed).toBe(true);
});

it('stops when idle', async () => {
  const server = await start({ idleMs: 20 });
  await expect.poll(server.isClosed).toBe(true);
  rmSync(dir, { recursive: true, force: true });
});
