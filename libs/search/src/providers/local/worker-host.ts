import { createSearchEngine, type LocalIndex } from './engine.js';
import { fetchStore } from './store.js';
import type { WorkerRequest, WorkerResponse } from './worker-protocol.js';

/** The part of a worker's global scope the host uses. */
export interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: WorkerRequest }) => void): void;
  postMessage(message: WorkerResponse): void;
}

/** Answers the provider's calls inside a Web Worker: loading, parsing and querying happen there. */
export function serveSearchWorker(scope: WorkerScope): void {
  let engine: LocalIndex | undefined;
  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'init') {
      engine = createSearchEngine(fetchStore(data.indexUrl));
      return;
    }
    const { id } = data;
    const run = async () => {
      if (!engine) throw new Error('The search worker was called before init.');
      switch (data.op) {
        case 'preload':
          await engine.preload();
          return null;
        case 'search':
          return engine.search(data.query, data.options);
        case 'suggest':
          return engine.suggest(data.query, data.count);
      }
    };
    run().then(
      (result) => scope.postMessage({ id, ok: true, result }),
      (error: unknown) => {
        const { name = 'Error', message = String(error) } = (error ?? {}) as Error;
        scope.postMessage({ id, ok: false, error: { name, message } });
      },
    );
  });
}
