import { serveBuiltSite } from '../../../tools/e2e/serve-built-site';

/** Serves the published build (dist/) as `npm start` does, for the browser tests. */
export const { setup, teardown } = serveBuiltSite();
