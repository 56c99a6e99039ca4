import type { SearchOptions, SearchResponse } from '../../core/provider.js';

/** What the page asks the search worker. The first message is always `init`. */
export type WorkerRequest =
  | { type: 'init'; indexUrl: string }
  | { type: 'call'; id: number; op: 'preload' }
  | { type: 'call'; id: number; op: 'search'; query: string; options?: SearchOptions }
  | { type: 'call'; id: number; op: 'suggest'; query: string; count?: number };

/** The worker's answer to one call: its result, or the error it failed with. */
export type WorkerResponse =
  | { id: number; ok: true; result: SearchResponse | string[] | null }
  | { id: number; ok: false; error: { name: string; message: string } };
