/**
 * The production build: content graph → generated modules → MDX compiled once
 * (cached by content hash, on every core) → client and server Vite builds in
 * parallel → prerendered HTML for every route → link check, feeds, search index,
 * headers and precompressed files. All of it is written into a staging folder and
 * swapped in only when every step succeeded, so a failed build leaves the published
 * site as it was.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeGenerated } from './codegen.js';
import { buildContentGraph } from './content/graph.js';
import { writeFeeds } from './feeds.js';
import { checkLinks } from './links.js';
import { precompileMdx } from './mdx/precompile.js';
import { appDir, distDir, generatedDir, rootDir, ssrDir } from './paths.js';
import { prerender } from './prerender.js';
import { carryOverAssets, precompress, stagingDirOf, swapIn } from './publish.js';
import { headersFile } from './headers.js';
import { sourceFingerprint } from '../../../tools/source-fingerprint.mjs';
import { writeSiteSearchIndex } from './search-index.js';
import { writeSiteData } from './site-data.js';
import { writeSiteFiles } from './site-files.js';

const vite = join(rootDir, 'node_modules/vite/bin/vite.js');

function viteBuild(ssr: boolean, outDir: string): Promise<void> {
  const args = [
    vite,
    'build',
    '--config',
    join(appDir, 'vite.config.ts'),
    ...(ssr ? ['--ssr', 'src/server/entry.tsx'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SITEKIT_OUT_DIR: outDir },
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build${ssr ? ' --ssr' : ''} exited with ${code}`)),
    );
  });
}

const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(28)} ${((performance.now() - start) / 1000).toFixed(2)} s`);
  return result;
};

async function main() {
  const started = performance.now();
  console.log('Building the site');
  // Taken before reading anything, so an edit made during the build triggers the next one.
  const fingerprint = sourceFingerprint(rootDir);
  let pages = 0;
  const graph = await time('content graph', () =>
    buildContentGraph({ production: true, generatedDir }),
  );
  for (const warning of graph.warnings) console.warn(`warning: ${warning}`);
  await time('generated modules', async () => {
    await writeGenerated(graph, generatedDir, { clean: true });
    await writeSiteData(graph, generatedDir);
  });
  if (process.argv.includes('--generate-only')) return;
  const mdxFiles = [
    ...new Set(
      graph.routes
        .flatMap((r) => [r.source, ...(r.previews ?? [])])
        .filter((f) => /\.mdx?$/.test(f)),
    ),
  ];
  const compiled = await time('MDX compile (cached)', () => precompileMdx(mdxFiles));
  const outDir = stagingDirOf(distDir);
  try {
    await rm(outDir, { recursive: true, force: true });
    await rm(ssrDir, { recursive: true, force: true });
    await time('vite client + server', () =>
      Promise.all([viteBuild(false, outDir), viteBuild(true, outDir)]),
    );
    const {
      pages: built,
      rendered,
      themeScriptHash,
      scriptHashes,
    } = await time('prerender', () => prerender(graph, { distDir: outDir, ssrDir, generatedDir }));
    pages = built;
    await writeSiteFiles(graph, outDir);
    await writeFeeds(graph.config, graph.posts, outDir);
    const links = checkLinks(rendered, outDir);
    for (const warning of links.warnings) console.warn(`warning: ${warning}`);
    if (links.errors.length) {
      throw new Error(
        `The build found ${links.errors.length} broken link(s):\n${links.errors.join('\n')}`,
      );
    }
    await time('search index', () => writeSiteSearchIndex(graph, rendered, outDir));
    await writeFile(join(outDir, '_headers'), headersFile(graph.config, scriptHashes));
    const builds = await carryOverAssets(outDir, distDir, graph.config.deploy.keepBuilds);
    await time('precompress', () => precompress(outDir));
    await mkdir(join(rootDir, '.cache'), { recursive: true });
    await writeFile(
      join(rootDir, '.cache/build-report.json'),
      JSON.stringify(
        {
          themeScriptHash,
          scriptHashes,
          routes: graph.routes.map((r) => ({ path: r.path, title: r.info.head.title })),
        },
        null,
        2,
      ),
    );
    await swapIn(outDir, distDir, {
      id: builds[0]!.id,
      completedAt: new Date().toISOString(),
      sourceFingerprint: fingerprint,
      builds,
    });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const total = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `Built ${pages} pages (${compiled} of ${mdxFiles.length} MDX files compiled) in ${total} s → ${distDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error('The build failed; the previously published site was left as it was.');
  process.exit(1);
});
