/**
 * A build server: a process that stays up between builds of one site, so that the second
 * build does not pay for starting Node, loading the builder, the MDX pipeline and Shiki, and
 * runs on warm code. It accepts one build at a time on a Unix socket, sends the build's output
 * back as it is written, and exits when idle, when its own modules changed or when asked for a
 * build in another environment (the client then starts a new one).
 */
import { rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { onMessages, send, type BuildRequest, type StopRequest } from './protocol.js';
import { StaleModulesError } from './stale-modules.js';

export { StaleModulesError };

/** How long a server waits for the next build before it exits. */
export const IDLE_EXIT_MS = 15 * 60_000;

export interface BuildServerOptions {
  socket: string;
  /** The `serverKey` of the environment it started in. */
  key: string;
  /**
   * Runs one build and returns its exit code; prints as the CLI would. Throws
   * {@link StaleModulesError} when this process cannot build any more.
   */
  build: () => Promise<number>;
  /** Why this process must not build again (a module it loaded has changed), if it must not. */
  stale: () => string | undefined;
  /** Asked after each build: true to stop then (a process that grew too big, for instance). */
  retire?: () => boolean;
  idleMs?: number;
  /** Called once the server has stopped listening for good. */
  onClose?: () => void;
}

/** Writes of `process.stdout`/`process.stderr`, sent to `socket` while `work` runs. */
async function forwardingOutput<T>(socket: Socket, work: () => Promise<T>): Promise<T> {
  const streams = { stdout: process.stdout, stderr: process.stderr } as const;
  const originals = { stdout: process.stdout.write, stderr: process.stderr.write };
  for (const name of ['stdout', 'stderr'] as const) {
    streams[name].write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (!socket.destroyed) send(socket, { type: 'output', stream: name, text });
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof process.stdout.write;
  }
  try {
    return await work();
  } finally {
    process.stdout.write = originals.stdout;
    process.stderr.write = originals.stderr;
  }
}

/** Replaces this process's environment with the build's. */
function adoptEnvironment(env: Record<string, string>) {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
}

/** Listens on `options.socket`; resolves once it listens. */
export async function serveBuilds(options: BuildServerOptions): Promise<Server> {
  let queue = Promise.resolve();
  let closing = false;
  let idle: NodeJS.Timeout | undefined;
  const server = createServer();
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(idle);
    server.close(() => options.onClose?.());
  };
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(close, options.idleMs ?? IDLE_EXIT_MS);
    idle.unref();
  };

  const handle = async (socket: Socket, request: BuildRequest) => {
    const refuse = (reason: string) => {
      send(socket, { type: 'restart', reason });
      socket.end();
      close();
    };
    if (closing) return refuse('this build server is stopping');
    if (request.key !== options.key)
      return refuse('the build asks for another environment than this server started in');
    const changed = options.stale();
    if (changed) return refuse(`${changed} changed since this server loaded it`);
    adoptEnvironment(request.env);
    try {
      const exitCode = await forwardingOutput(socket, options.build);
      send(socket, { type: 'done', exitCode });
      socket.end();
      if (options.retire?.()) return close();
    } catch (error) {
      if (!(error instanceof StaleModulesError)) throw error;
      refuse(error.message);
    }
    resetIdle();
  };

  server.on('connection', (socket) => {
    socket.on('error', () => socket.destroy());
    let asked = false;
    onMessages<BuildRequest | StopRequest>(socket, (request) => {
      if (asked) return;
      asked = true;
      if (request.type === 'stop') {
        close();
        socket.end();
      } else queue = queue.then(() => handle(socket, request)).catch(close);
    });
  });

  await rm(options.socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Only this user may ask for builds: a request carries the environment.
    const mask = process.umask(0o177);
    server.listen(options.socket, () => {
      process.umask(mask);
      resolve();
    });
  });
  resetIdle();
  return server;
}
