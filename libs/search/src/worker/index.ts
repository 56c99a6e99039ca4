/**
 * The search worker: load this module in a Web Worker (with Vite,
 * `import SearchWorker from '@sitekit/search/worker?worker'`) and hand
 * `() => new SearchWorker()` to `createLocalProvider({ indexUrl, createWorker })`.
 */
import { serveSearchWorker, type WorkerScope } from '../providers/local/worker-host.js';

serveSearchWorker(globalThis as unknown as WorkerScope);
