import type { Server } from 'node:http';

/** Serves a built site (precompressed files, caching and security headers) on `host:port`. */
export declare function startServer(options?: {
  dir?: string;
  port?: number;
  host?: string;
}): Promise<Server>;
