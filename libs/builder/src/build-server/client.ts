/**
 * `sitekit build` through a build server (`server.ts`): connects to the site's server, or
 * starts one (detached, so that it outlives this command), asks it for a build and writes the
 * build's output as it comes. A server that cannot build (other environment, changed code) is
 * replaced by a new one.
 */
import { spawn } from 'node:child_process';
import { fstatSync, openSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { fromSources } from '../runtime.js';
import { serverAddress, serverKey, type ServerAddress } from './address.js';
import { onMessages, send, type ServerMessage } from './protocol.js';

/** How long a new server may take to load the builder and the site's config. */
const START_TIMEOUT_MS = 120_000;

const connectTo = (socket: string) =>
  new Promise<Socket | undefined>((resolve) => {
    const conn = connect(socket);
    conn.once('connect', () => resolve(conn));
    conn.once('error', () => resolve(undefined));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process runs (an exited one its parent has not reaped yet does not). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): signal 0 said it runs
  }
};

/** How long a stopping server may take to end the build it is making. */
const STOP_TIMEOUT_MS = 15 * 60_000;

function stateOf(address: ServerAddress): { pid: number; key: string } | undefined {
  try {
    return JSON.parse(readFileSync(address.state, 'utf8')) as { pid: number; key: string };
  } catch {
    return undefined;
  }
}

/**
 * Stops the site's server, if one runs, once the build under way (if any) has ended, and waits
 * for its process to end; returns its process id.
 */
export async function stopBuildServer(configFile: string): Promise<number | undefined> {
  const address = serverAddress(configFile);
  const state = stateOf(address);
  const conn = await connectTo(address.socket);
  if (conn) {
    await new Promise((resolve) => {
      conn.once('close', resolve);
      conn.once('error', resolve);
      send(conn, { type: 'stop' });
    });
  }
  // Asked, not killed: the process id may have been reused since the state was written.
  if (conn && state) {
    for (let waited = 0; alive(state.pid); waited += 25) {
      if (waited > STOP_TIMEOUT_MS)
        throw new Error(`The build server (process ${state.pid}) did not stop.`);
      await sleep(25);
    }
  }
  await rm(address.socket, { force: true });
  await rm(address.state, { force: true });
  return conn ? state?.pid : undefined;
}

/** Starts a server for this site and environment; resolves once it accepts builds. */
async function startServer(configFile: string, key: string): Promise<Socket> {
  await stopBuildServer(configFile);
  const address = serverAddress(configFile);
  const script = fileURLToPath(new URL(fromSources ? './main.ts' : './main.js', import.meta.url));
  const log = openSync(address.log, 'a');
  const logged = fstatSync(log).size;
  const child = spawn(
    process.execPath,
    [...process.execArgv, '--expose-gc', script, JSON.stringify({ configFile, key })],
    {
      detached: true,
      stdio: ['ignore', log, log],
      // Two malloc arenas, not one per thread: between builds the server kept 480-580 MB
      // resident at 840 pages, with two 350-490 MB, no slower.
      env: { MALLOC_ARENA_MAX: '2', ...process.env },
    },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  child.unref();
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += 25) {
    const conn = stateOf(address)?.pid === child.pid && (await connectTo(address.socket));
    if (conn) return conn;
    if (exited) break;
    await sleep(25);
  }
  child.kill();
  const output = readFileSync(address.log).subarray(logged).toString('utf8').trim();
  throw new Error(`The build server did not start${output ? `:\n${output}` : ''}`);
}

type Outcome = Exclude<ServerMessage, { type: 'output' }>;

/** Asks for one build; resolves with how it ended, or undefined if the server hung up. */
function requestBuild(conn: Socket, key: string): Promise<Outcome | undefined> {
  return new Promise((resolve) => {
    let last: Outcome | undefined;
    onMessages<ServerMessage>(conn, (message) => {
      if (message.type === 'output')
        (message.stream === 'stdout' ? process.stdout : process.stderr).write(message.text);
      else last = message;
    });
    conn.once('close', () => resolve(last));
    conn.once('error', () => undefined);
    const env = Object.fromEntries(
      Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
    );
    send(conn, { type: 'build', key, env });
  });
}

/**
 * Builds the site through its build server. Returns the build's exit code, or undefined when
 * no server could build it (the caller then builds in its own process).
 */
export async function buildThroughServer(configFile: string): Promise<number | undefined> {
  const key = serverKey(configFile, process.env, process.execArgv);
  const address = serverAddress(configFile);
  for (let attempt = 0; attempt < 3; attempt++) {
    let conn = stateOf(address)?.key === key ? await connectTo(address.socket) : undefined;
    try {
      conn ??= await startServer(configFile, key);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return undefined;
    }
    const reply = await requestBuild(conn, key);
    if (reply?.type === 'done') return reply.exitCode;
    if (!reply) {
      console.error(
        `The build server stopped during the build (its log: ${address.log}); building here.`,
      );
      return undefined;
    }
    // A server that cannot build this exits; the next attempt starts a new one.
    console.log(`  ${reply.reason}: building in a new build server`);
    await stopBuildServer(configFile);
  }
  return undefined;
}
