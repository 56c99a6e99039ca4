/** What a build client and a build server say to each other: one JSON object per line. */
import type { Socket } from 'node:net';

/** Client → server: build the site, with this environment. */
export interface BuildRequest {
  type: 'build';
  key: string;
  env: Record<string, string>;
}

/** Client → server: stop once the build under way, if any, has ended. */
export interface StopRequest {
  type: 'stop';
}

/** Server → client, while a build runs and when it ends. */
export type ServerMessage =
  | { type: 'output'; stream: 'stdout' | 'stderr'; text: string }
  | { type: 'done'; exitCode: number }
  /** This server cannot build it (other environment, code changed since it started): it exits. */
  | { type: 'restart'; reason: string };

export function send(socket: Socket, message: BuildRequest | StopRequest | ServerMessage): void {
  socket.write(`${JSON.stringify(message)}\n`);
}

/** Calls `onMessage` with each line's object as it arrives. */
export function onMessages<T>(socket: Socket, onMessage: (message: T) => void): void {
  let pending = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    pending += chunk;
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line) onMessage(JSON.parse(line) as T);
    }
  });
}
