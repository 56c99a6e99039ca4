import { SearchUnavailableError } from '../../core/provider.js';
import type { LocalIndex } from './engine.js';
import type { WorkerRequest, WorkerResponse } from './worker-protocol.js';

/** The part of a `Worker` the client uses. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerResponse }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  terminate(): void;
}

type Call = WorkerRequest & { type: 'call' };
type CallBody = Call extends infer C ? (C extends Call ? Omit<C, 'id' | 'type'> : never) : never;

/**
 * An index whose work happens in a worker. If the worker cannot start (an error before its
 * first answer), the calls waiting on it and every later one run on `fallback` instead (made,
 * and its code loaded, only then).
 */
export function workerIndex(
  createWorker: () => WorkerLike,
  indexUrl: string,
  fallback: () => LocalIndex | Promise<LocalIndex>,
): LocalIndex {
  let worker: WorkerLike | undefined;
  let failed = false;
  let answered = false;
  let nextId = 1;
  const pending = new Map<
    number,
    { body: CallBody; resolve(v: unknown): void; reject(e: unknown): void }
  >();

  const runOnFallback = async (body: CallBody): Promise<unknown> => {
    const index = await fallback();
    switch (body.op) {
      case 'preload':
        return index.preload().then(() => null);
      case 'search':
        return index.search(body.query, body.options);
      case 'suggest':
        return index.suggest(body.query, body.count);
    }
  };

  const start = () => {
    const w = createWorker();
    w.addEventListener('message', ({ data }) => {
      answered = true;
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if (data.ok) call.resolve(data.result);
      else {
        const { name, message } = data.error;
        call.reject(
          name === 'SearchUnavailableError'
            ? new SearchUnavailableError(message)
            : new Error(message),
        );
      }
    });
    w.addEventListener('error', () => {
      if (answered) return;
      failed = true;
      w.terminate();
      worker = undefined;
      for (const [id, call] of pending) {
        pending.delete(id);
        runOnFallback(call.body).then(call.resolve, call.reject);
      }
    });
    w.postMessage({ type: 'init', indexUrl });
    return w;
  };

  const call = (body: CallBody): Promise<unknown> => {
    if (failed) return runOnFallback(body);
    worker ??= start();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { body, resolve, reject });
      worker!.postMessage({ ...body, type: 'call', id } as Call);
    });
  };

  return {
    preload: async () => void (await call({ op: 'preload' })),
    search: (query, options) =>
      call({ op: 'search', query, ...(options ? { options } : {}) }) as ReturnType<
        LocalIndex['search']
      >,
    suggest: (query, count) =>
      call({ op: 'suggest', query, ...(count !== undefined ? { count } : {}) }) as Promise<
        string[]
      >,
  };
}
