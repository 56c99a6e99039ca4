import { join } from 'node:path';
import { serveBuiltSite } from '../../../tools/e2e/serve-built-site';

/** Serves this site's build, for its browser tests. */
export const { setup, teardown } = serveBuiltSite(join(import.meta.dirname, '../dist'));
