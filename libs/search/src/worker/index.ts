/**
 * The search worker: load this module in a Web Worker (with Vite,
 * `import SearchWorker from '@sitekit/search/worker?worker'`) and hand
 * `() => new SearchWorker()` to `createLocalProvider({ indexUrl, createWorker })`.
 * Imported anywhere else (the page, Node), it does nothing.
 */
import { serveSearchWorker, type WorkerScope } from '../providers/local/worker-host.js';

const scope = globalThis as unknown as WorkerScope & { WorkerGlobalScope?: unknown };
if (typeof scope.WorkerGlobalScope !== 'undefined') serveSearchWorker(scope);
