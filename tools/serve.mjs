/**
 * Serves the built site from dist/ with serve-handler (gzip via compression): clean URLs (`/docs/x` →
 * docs/x/index.html), `.html` and `/index.html` legacy URLs redirected to the clean
 * path, a real 404 page with status 404, and immutable caching for hashed assets.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** serve-handler configuration shared by `npm start` and the browser tests. */
export const serveConfig = (publicDir) => ({
  public: publicDir,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  // cleanUrls turns `/x/index.html` into `/x/index`; finish the job.
  redirects: [
    { source: '/index', destination: '/', type: 301 },
    { source: '/:path*/index', destination: '/:path*', type: 301 },
  ],
  etag: true,
  headers: [
    {
      source: 'assets/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
    {
      source: '**/*.html',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
    },
  ],
});

/** Starts the server; resolves with it once listening. */
export function startServer({ dir = join(root, 'dist'), port = 3000, host = '127.0.0.1' } = {}) {
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No built site in ${dir}: run \`npm run build\` first.`);
  const config = serveConfig(dir);
  // gzip (or brotli-less deflate) for text responses, as any production host would do.
  const compress = compression();
  const server = createServer((req, res) => compress(req, res, () => handler(req, res, config)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? 'localhost';
  const server = await startServer({ port, host });
  const { port: actual } = server.address();
  console.log(`Serving dist/ on http://${host}:${actual}`);
}
