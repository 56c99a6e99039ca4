/**
 * A bounded load test of the static server on 127.0.0.1: the server runs in its own process
 * (so its memory is its own), and a fixed number of keep-alive connections request one URL
 * for a fixed time. Prints requests per second, p50/p99 latency and the server's resident
 * memory before, right after and 3 s after the load.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startServerProcess(script) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', () => reject(new Error('server exited')));
  });
  return { child, port };
}

function hammer(port, path, { seconds, connections, encoding }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  let errors = 0;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = request(
        { host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': encoding } },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  return Promise.all(Array.from({ length: connections }, worker)).then(() => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
  });
}

/** Runs the load test on the built site in dist/ and returns printable lines. */
export async function benchServer({
  seconds = 5,
  connections = 32,
  script = 'tools/serve.mjs',
} = {}) {
  const { child, port } = await startServerProcess(script);
  const html = readFileSync(join(root, 'dist/docs/index.html'), 'utf8');
  const shell = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? '/';
  const lines = [`server RSS before load: ${rssMb(child.pid).toFixed(0)} MB`];
  for (const [label, path, encoding] of [
    ['shell chunk, brotli', shell, 'br, gzip'],
    ['docs page, brotli', '/docs/interpolate', 'br, gzip'],
    ['docs page, uncompressed', '/docs/interpolate', 'identity'],
  ]) {
    const r = await hammer(port, path, { seconds, connections, encoding });
    lines.push(
      `${label.padEnd(26)} ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''}`,
    );
  }
  lines.push(`server RSS right after load: ${rssMb(child.pid).toFixed(0)} MB`);
  await new Promise((r) => setTimeout(r, 3000));
  lines.push(`server RSS 3 s after load: ${rssMb(child.pid).toFixed(0)} MB`);
  child.kill();
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `node tools/bench/load.mjs [server script]`: compare another server on the same build.
  for (const line of await benchServer({ script: process.argv[2] ?? 'tools/serve.mjs' }))
    console.log(`  ${line}`);
}
