/**
 * `npm run bench [-- --pages N]`: builds the site from clean (no output, empty caches), then
 * again unchanged (as `npm run build` again would), then after a one-line edit of one page,
 * and prints wall time, peak memory of the whole build process tree, pages built, and the
 * docs home's first-load JavaScript and HTML size.
 * With --pages N, N deterministic synthetic pages (written to tmp/bench-corpus-N)
 * join the docs so the cost can be measured at the reference site's scale. It also
 * prints the local search index's size and query times, the static server's throughput,
 * latency and memory under a bounded load on 127.0.0.1, and with --lighthouse the
 * Lighthouse scores of /, /player and a docs page. Then it puts our search side by side with
 * Pagefind 1.6 in Chromium on the same built pages (tools/bench/search/), and runs the local
 * docs assistant over its evaluation set (tools/bench/assistant/).
 * With --search-only, it skips the two builds and the server load and runs only the search
 * and assistant sections on the existing dist/ (for iterating on them); --json <file> also
 * writes every figure printed to a file. It also measures, in Chromium, client navigation
 * between docs pages (tools/bench/navigation.mjs) and the dev server: start, first page, an
 * MDX edit shown (tools/bench/dev.mjs). Builds go through the site's build server, as
 * `npm run build`'s do, its memory counted with the command's; --no-server builds each in a
 * process of its own, as on CI.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { benchSearchIndex, formatSearchBench } from '@sitekit/search/build';
import { sitekitArgs } from '../build.mjs';
import { writeCorpus } from './corpus.mjs';
import { benchSearchSideBySide, formatSideBySide } from './search/index.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pages = Number(arg('--pages') ?? 0);
const searchOnly = process.argv.includes('--search-only');
const jsonFile = arg('--json');
/** Every figure printed, written to --json's file at the end. */
const figures = { pages };
// Production React for the prerenderer, as `npm run build` sets it.
const env = { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
// Builds go through the site's build server as `npm run build`'s do (`--no-server`: each in
// a process of its own, as on CI).
const noServer = process.argv.includes('--no-server');
env.SITEKIT_BUILD_SERVER = noServer ? '0' : '1';
if (pages > 0 && !searchOnly) {
  const dir = writeCorpus(join(root, `tmp/bench-corpus-${pages}`), pages);
  env.SITEKIT_EXTRA_DOCS = dir;
  console.log(`Generated ${pages} synthetic pages in ${dir}`);
}

/** Sum of resident memory of processes and all their descendants, each counted once, in bytes. */
function treeRss(...pids) {
  let total = 0;
  const seen = new Set();
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* process ended */
    }
  }
  const visit = (p) => {
    if (seen.has(p)) return;
    seen.add(p);
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      /* process ended */
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  for (const pid of pids) visit(pid);
  return total;
}

/** The build servers' processes (detached: not in the build command's tree). */
function buildServerPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('build-server/main.'))
        pids.push(Number(entry));
    } catch {
      /* process ended */
    }
  }
  return pids;
}

/** The builder's own split: `  <phase>   <seconds> s`, one line as each phase ends. */
const PHASE_LINE = /^ {2}(\S[^\n]*?)\s{2,}([\d.]+) s$/;

/** One build as `npm run build` runs it; `clean` first removes the output and the build caches. */
function build({ clean }) {
  if (clean)
    for (const dir of [
      'dist',
      'dist.previous',
      'dist.staging',
      '.cache/mdx',
      '.cache/markdown',
      '.cache/twoslash',
      // What the incremental build keeps: the Vite builds, renders, page modules, search records.
      '.cache/client',
      '.cache/ssr',
      '.cache/renders',
      '.cache/page-modules',
      '.cache/search-records',
    ])
      rmSync(join(root, dir), { recursive: true, force: true });
  // A cold build starts its build server too.
  if (clean) spawnSync(process.execPath, sitekitArgs('stop'), { cwd: join(root, 'apps/site') });
  const started = performance.now();
  const child = spawn(process.execPath, sitekitArgs('build'), {
    cwd: join(root, 'apps/site'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peak = 0;
  // The peak since the last phase ended: a phase's line is printed when it ends.
  let phasePeak = 0;
  const phasePeaks = {};
  let output = '';
  const timer = setInterval(() => {
    // The build server's memory counts: it builds, the command only asks it to.
    // (The first build's server is still the command's child: counted once.)
    const rss = treeRss(child.pid, ...buildServerPids());
    peak = Math.max(peak, rss);
    phasePeak = Math.max(phasePeak, rss);
  }, 50);
  let partial = '';
  child.stdout.on('data', (d) => {
    output += d;
    const lines = (partial + d).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const phase = PHASE_LINE.exec(line)?.[1];
      if (!phase) continue;
      phasePeaks[phase] = phasePeak / 1024 / 1024;
      phasePeak = 0;
    }
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`build failed:\n${output}`));
      const graph = /content graph \+ modules\s+([\d.]+) s/.exec(output)?.[1];
      // The builder's own split: `  <phase>   <seconds> s` per line.
      const phases = Object.fromEntries(
        [...output.matchAll(new RegExp(PHASE_LINE.source, 'gm'))].map((m) => [m[1], Number(m[2])]),
      );
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakMb: peak / 1024 / 1024,
        phasePeaksMb: phasePeaks,
        graphSeconds: Number(graph),
        phases,
      });
    }),
  );
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** Brotli at the level the build precompresses with (what the server sends). */
const br = (file) => brotliCompressSync(readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function countHtml(dir) {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) n += countHtml(join(dir, e.name));
    else if (e.name.endsWith('.html')) n++;
  }
  return n;
}

function firstLoad(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = [
    ...html.matchAll(
      /<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g,
    ),
  ].map((m) => m[1] ?? m[2]);
  const files = [...new Set(scripts)].map((s) => join(root, 'dist', s));
  return {
    count: files.length,
    gzip: files.reduce((sum, f) => sum + gz(f), 0),
    brotli: files.reduce((sum, f) => sum + br(f), 0),
    html: statSync(htmlFile).size,
  };
}

/** Builds cold then warm and prints the build figures. */
async function benchBuild() {
  const cold = await build({ clean: true });
  // `npm run build` again: the published build and the caches are there.
  const warm = await build({ clean: false });
  // …and after a one-line edit of one page (restored afterwards).
  const page = join(root, 'content/docs/interpolate.mdx');
  const source = readFileSync(page, 'utf8');
  let edited;
  try {
    // A new sentence each run, so the page's MDX is compiled again as after a real edit.
    writeFileSync(page, `${source}\nEdited for the benchmark at ${new Date().toISOString()}.\n`);
    edited = await build({ clean: false });
  } finally {
    writeFileSync(page, source);
    // What follows is measured without a build server holding memory.
    spawnSync(process.execPath, sitekitArgs('stop'), { cwd: join(root, 'apps/site') });
  }
  const docs = firstLoad(join(root, 'dist/docs/index.html'));
  figures.build = {
    pagesBuilt: countHtml(join(root, 'dist')),
    buildServer: !noServer,
    coldSeconds: cold.seconds,
    coldPeakMb: cold.peakMb,
    warmSeconds: warm.seconds,
    warmPeakMb: warm.peakMb,
    editedSeconds: edited.seconds,
    editedPeakMb: edited.peakMb,
    graphSeconds: warm.graphSeconds,
    docsFirstLoadGzipBytes: docs.gzip,
    docsFirstLoadBrotliBytes: docs.brotli,
    docsFirstLoadFiles: docs.count,
    docsHtmlBytes: docs.html,
    phases: { cold: cold.phases, warm: warm.phases, edited: edited.phases },
    phasePeaksMb: { cold: cold.phasePeaksMb, warm: warm.phasePeaksMb, edited: edited.phasePeaksMb },
  };
  const manifest = readdirSync(join(root, 'dist/assets')).find((f) => f.startsWith('manifest-'));

  const rows = [
    ['pages built', String(countHtml(join(root, 'dist')))],
    ['cold build (no output, empty caches): wall', `${cold.seconds.toFixed(2)} s`],
    ['cold build: peak memory (process tree)', `${cold.peakMb.toFixed(0)} MB`],
    ['warm rebuild (unchanged content): wall', `${warm.seconds.toFixed(2)} s`],
    ['warm rebuild: peak memory', `${warm.peakMb.toFixed(0)} MB`],
    ['rebuild after editing one page: wall', `${edited.seconds.toFixed(2)} s`],
    ['rebuild after editing one page: peak memory', `${edited.peakMb.toFixed(0)} MB`],
    ['content graph (validate + sidebars + routes)', `${warm.graphSeconds.toFixed(2)} s`],
    [
      '/docs/ first-load JS (scripts its HTML loads, gzip)',
      `${kb(docs.gzip)} in ${docs.count} files (brotli ${kb(docs.brotli)})`,
    ],
    ['/docs/ HTML', kb(docs.html)],
    [
      'route manifest (lazy, after first interaction, gzip)',
      manifest ? kb(gz(join(root, 'dist/assets', manifest))) : 'n/a',
    ],
  ];
  console.log(
    `\nBenchmark (${pages > 0 ? `${pages} generated pages + ` : ''}the site's own content; builds ${noServer ? 'each in a process of its own' : 'through a build server, its memory included'})`,
  );
  for (const [k, v] of rows) console.log(`  ${k.padEnd(54)} ${v}`);
  console.log('  where the time goes (cold / warm / after an edit):');
  for (const phase of Object.keys(cold.phases)) {
    const at = (run) =>
      run.phases[phase] === undefined ? '–' : `${run.phases[phase].toFixed(2)} s`;
    console.log(`    ${phase.padEnd(52)} ${at(cold)} / ${at(warm)} / ${at(edited)}`);
  }
  console.log(
    '  where the memory goes (process-tree peak in each phase; cold / warm / after an edit):',
  );
  for (const phase of Object.keys(cold.phasePeaksMb)) {
    const at = (run) =>
      run.phasePeaksMb[phase] === undefined ? '–' : `${run.phasePeaksMb[phase].toFixed(0)} MB`;
    console.log(`    ${phase.padEnd(52)} ${at(cold)} / ${at(warm)} / ${at(edited)}`);
  }
  if (!existsSync(join(root, 'dist/index.html'))) process.exit(1);
}

if (!searchOnly) await benchBuild();
else if (!existsSync(join(root, 'dist/index.html')))
  throw new Error(
    '--search-only needs a built site in dist/: run `npm run bench` or `npm run build` first.',
  );

const search = await benchSearchIndex(join(root, 'dist/_sk/search'));
console.log('\nSearch (local index, Node)');
for (const line of formatSearchBench(search)) console.log(`  ${line}`);

const sideBySide = await benchSearchSideBySide({ distDir: join(root, 'dist') });
console.log(
  `\nSearch in Chromium: sitekit vs Pagefind 1.6 (${sideBySide.pagefind.index.pages} pages)`,
);
for (const line of formatSideBySide(sideBySide)) console.log(`  ${line}`);

const { evaluateAssistant, formatAssistantReport } = await import('./assistant/evaluate.ts');
const assistant = await evaluateAssistant(join(root, 'dist'));
console.log(
  `\nAssistant on the evaluation set (${assistant.answerable} answerable, ${assistant.unanswerable} not; Node)`,
);
for (const line of formatAssistantReport(assistant)) console.log(`  ${line}`);
{
  const { failures, ...rest } = assistant;
  Object.assign(figures, {
    searchIndex: search,
    searchSideBySide: sideBySide,
    assistant: rest,
    assistantFailures: failures,
  });
}
if (searchOnly) finish();

{
  const { startServer } = await import('../serve.mjs');
  const { benchNavigation } = await import('./navigation.mjs');
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const nav = await benchNavigation(`http://127.0.0.1:${server.address().port}`);
  server.close();
  figures.navigation = nav;
  console.log(
    '\nClient navigation in Chromium (sidebar link hovered first, click → new page painted)',
  );
  console.log(
    `  median ${nav.medianMs.toFixed(1)} ms, p95 ${nav.p95Ms.toFixed(1)} ms over ${nav.runs.length} pages`,
  );
}

{
  const { benchDevServer } = await import('./dev.mjs');
  const dev = await benchDevServer(root, { env: { ...env, NODE_ENV: 'development' } });
  figures.devServer = dev;
  console.log('\nDev server (`npm run dev`, Chromium)');
  console.log(`  answering after start              ${(dev.listeningMs / 1000).toFixed(2)} s`);
  console.log(`  first docs page shown               ${(dev.firstPageMs / 1000).toFixed(2)} s`);
  console.log(
    `  an MDX edit shown (no reload)       first (5 s after the page opened) ${dev.firstEditMs.toFixed(0)} ms, median of the next 5 ${dev.editMs.toFixed(0)} ms`,
  );
}

console.log(`\nStatic server under load (${32} keep-alive connections, 5 s per URL, 127.0.0.1)`);
figures.server = await (await import('./load.mjs')).benchServer();
for (const line of figures.server) console.log(`  ${line}`);

if (process.argv.includes('--lighthouse')) {
  const { startServer } = await import('../serve.mjs');
  const { runLighthouse } = await import('./lighthouse.mjs');
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${server.address().port}`;
  console.log('\nLighthouse (mobile preset, median of 3 runs)');
  figures.lighthouse = {};
  for (const path of ['/', '/player', '/docs/interpolate']) {
    const r = await runLighthouse(origin + path);
    figures.lighthouse[path] = r;
    console.log(
      `  ${path.padEnd(22)} performance ${Math.round(r.performance)}, total blocking time ${Math.round(r.totalBlockingTime)} ms`,
    );
  }
  server.close();
}
finish();

/** Writes the figures to --json's file, if any, and ends. */
function finish() {
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
  process.exit(0);
}
