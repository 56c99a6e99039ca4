/**
 * The static server of `npm start` and the browser tests, serving dist/ as a production host
 * would: clean URLs (`/docs/x` → docs/x/index.html), legacy `.html`, `/index.html` and
 * trailing-slash URLs redirected in one hop with their query, a real 404 page, the
 * precompressed `.br`/`.gz` files the build writes, immutable caching of hashed assets, and
 * the headers of the build's `_headers` file (CSP and the other security headers).
 * Only GET and HEAD; bad requests get 400/404/405, never a 500 with a stack trace.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHeadersFile, headersFor } from './serve-headers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
};

/** Longest path segment we look up; longer ones cannot be files of the build. */
const MAX_SEGMENT = 255;

/**
 * Decides what a request path means: a redirect, a file to look up, or a bad request.
 * Exported for unit tests; pure apart from nothing.
 */
export function resolveRequest(rawUrl) {
  const q = rawUrl.indexOf('?');
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = q < 0 ? '' : rawUrl.slice(q);
  if (!rawPath.startsWith('/')) return { status: 400 };
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (path.includes('\0')) return { status: 400 };
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '..' || s.includes('\\'))) return { status: 400 };
  // Dotfiles and dot-folders (.vite/manifest.json, .build.json) and the hosts' `_headers` are not public.
  if (segments.some((s) => s.startsWith('.')) || path === '/_headers') return { status: 404 };
  if (segments.some((s) => s.length > MAX_SEGMENT)) return { status: 404 };
  // Legacy and non-canonical forms, resolved to the clean URL in one hop.
  let clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  if (clean === '') clean = '/';
  if (clean !== path) return { status: 301, location: encodeURI(clean) + query };
  return { status: 200, path };
}

/** The file that answers a clean path, or undefined. */
function findFile(dir, path) {
  const candidates =
    path === '/' ? ['index.html'] : [path.slice(1), join(path.slice(1), 'index.html')];
  for (const candidate of candidates) {
    const file = join(dir, candidate);
    if (!file.startsWith(dir + sep) && file !== dir) continue;
    try {
      const stat = statSync(file);
      if (stat.isFile()) return { file, stat };
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The variant to send for the client's Accept-Encoding: brotli, gzip or the file itself. */
function encodedVariant(file, acceptEncoding = '') {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue;
    try {
      const stat = statSync(file + suffix);
      if (stat.isFile()) return { file: file + suffix, stat, encoding };
    } catch {
      // no precompressed variant
    }
  }
  return undefined;
}

function cacheControl(path) {
  return path.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/** The folder to serve: the current build, or the previous one during the instant of a swap. */
function liveDir(dir) {
  if (existsSync(join(dir, 'index.html'))) return dir;
  const previous = `${dir}.previous`;
  return existsSync(join(previous, 'index.html')) ? previous : dir;
}

/** A request handler serving `dir`. */
export function createHandler(dir) {
  let rules = [];
  let rulesMtime = 0;
  const loadRules = (base) => {
    const file = join(base, '_headers');
    try {
      const mtime = statSync(file).mtimeMs;
      if (mtime !== rulesMtime) {
        rules = parseHeadersFile(readFileSync(file, 'utf8'));
        rulesMtime = mtime;
      }
    } catch {
      rules = [];
    }
    return rules;
  };
  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`serve: ${req.method} ${req.url?.slice(0, 200)}: ${error?.message ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal server error');
    }
  };

  function send(req, res, status, found, path, extra = {}) {
    const base = liveDir(dir);
    const variant = encodedVariant(found.file, req.headers['accept-encoding']);
    const { file, stat } = variant ?? found;
    const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${variant ? `-${variant.encoding}` : ''}"`;
    const headers = {
      'Content-Type': types[extname(found.file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(path),
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...headersFor(loadRules(base), path),
      ...extra,
    };
    if (variant) headers['Content-Encoding'] = variant.encoding;
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const range = !variant && status === 200 && /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = range[1] ? Number(range[1]) : Math.max(0, stat.size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), stat.size - 1) : stat.size - 1;
      if (start > end || start >= stat.size) {
        res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.size}` });
        res.end();
        return;
      }
      res.writeHead(206, {
        ...headers,
        'Accept-Ranges': 'bytes',
        'Content-Range': `bytes ${start}-${end}/${stat.size}`,
        'Content-Length': end - start + 1,
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': stat.size, 'Accept-Ranges': 'bytes' });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
  }

  function notFound(req, res, status = 404) {
    const base = liveDir(dir);
    const page = join(base, '404.html');
    if (status === 404 && existsSync(page))
      return send(req, res, 404, { file: page, stat: statSync(page) }, '/404', {
        'Cache-Control': 'no-cache',
      });
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(status === 400 ? 'Bad request' : 'Not found');
  }

  function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const resolved = resolveRequest(req.url ?? '/');
    if (resolved.status === 301) {
      res.writeHead(301, { Location: resolved.location, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    if (resolved.status !== 200) return notFound(req, res, resolved.status);
    const found = findFile(liveDir(dir), resolved.path);
    if (!found) return notFound(req, res);
    send(req, res, 200, found, resolved.path);
  }
}

/** Starts the server; resolves with it once listening. */
export function startServer({ dir = join(root, 'dist'), port = 3000, host = '127.0.0.1' } = {}) {
  if (!existsSync(join(dir, 'index.html')) && !existsSync(join(`${dir}.previous`, 'index.html')))
    throw new Error(`No built site in ${dir}: run \`npm run build\` first.`);
  const server = createServer(createHandler(dir));
  // Longer than clients' idle timeouts, so a client never reuses a socket the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
