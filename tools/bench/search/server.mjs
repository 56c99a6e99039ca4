/**
 * The bench's server on 127.0.0.1: dist/ through the site's own handler (clean URLs,
 * precompressed files), plus folders mounted beside it (the harness pages, the Pagefind
 * bundle). Mounted files are sent brotli-compressed when that makes them smaller, as a host
 * compresses static text and wasm; Pagefind's own gzipped index files stay as they are.
 */
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { createHandler } from '../../serve.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

const isGzip = (bytes) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Serves `mounts` (URL prefix ending in `/` → folder) and dist/ for everything else. */
export function startBenchServer({ distDir, mounts, port = 0, host = '127.0.0.1' }) {
  const site = createHandler(distDir);
  const compressed = new Map();
  const serveFile = (req, res, file) => {
    let body;
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      body = readFileSync(file);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const headers = {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    };
    if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '') && !isGzip(body)) {
      if (!compressed.has(file))
        compressed.set(
          file,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      const br = compressed.get(file);
      if (br.length < body.length) {
        body = br;
        headers['Content-Encoding'] = 'br';
      }
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length }).end(body);
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    const mount = Object.keys(mounts).find((prefix) => path.startsWith(prefix));
    if (!mount) return site(req, res);
    const dir = resolve(mounts[mount]);
    const file = normalize(join(dir, path.slice(mount.length)));
    if (!file.startsWith(dir + sep)) return res.writeHead(400).end();
    serveFile(req, res, file);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
