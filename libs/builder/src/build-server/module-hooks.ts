/**
 * Module hooks (run by Node on its hooks thread) that tell the build server every file it
 * loads, so that it can tell when one has changed since (`tracked-modules.ts`).
 */
import type { MessagePort } from 'node:worker_threads';

let port: MessagePort | undefined;

export function initialize(data: { port: MessagePort }): void {
  port = data.port;
}

type Next = (url: string, context: unknown) => Promise<unknown>;

export async function load(url: string, context: unknown, nextLoad: Next): Promise<unknown> {
  const result = await nextLoad(url, context);
  if (url.startsWith('file:')) port?.postMessage(url);
  return result;
}
