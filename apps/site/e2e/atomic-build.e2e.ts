/**
 * A failed build never breaks the published site: the build is broken in each of its three
 * stages (Vite, prerender, link check) against a published copy of the real site, which must
 * stay intact and served; `npm start` after a failed build serves the last good build and
 * says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const appDir = join(root, 'apps/site');
const serve = (await import(join(root, 'tools/serve.mjs'))) as {
  startServer(o: { dir?: string; port: number; host: string }): Promise<Server>;
};
const builder = (await import(join(root, 'tools/build.mjs'))) as {
  sitekitArgs(command: string): string[];
};

let tmp: string;
let published: string;
let server: Server;
let url: string;
const markerOf = () =>
  JSON.parse(readFileSync(join(published, '.build.json'), 'utf8')) as { id: string };
let goodId: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'sk-atomic-'));
  published = join(tmp, 'site');
  cpSync(join(root, 'dist'), published, { recursive: true });
  goodId = markerOf().id;
  server = await serve.startServer({ dir: published, port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** The site's content with one extra page whose body is `body`. */
function contentWith(name: string, body: string) {
  const dir = join(tmp, `content-${name}`);
  cpSync(join(root, 'content'), dir, { recursive: true });
  writeFileSync(
    join(dir, 'docs', `${name}.mdx`),
    `---\ntitle: Broken on purpose\n---\n\n${body}\n`,
  );
  return dir;
}

const env = (contentDir: string) => ({
  ...process.env,
  SITEKIT_CONTENT_DIR: contentDir,
  SITEKIT_OUT_DIR: published,
  NODE_ENV: 'production',
});

function failingBuild(contentDir: string) {
  const result = spawnSync(process.execPath, builder.sitekitArgs('build'), {
    cwd: appDir,
    env: env(contentDir),
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

async function expectPublishedIntact() {
  expect(markerOf().id).toBe(goodId);
  expect(existsSync(`${published}.staging`)).toBe(false);
  for (const path of ['/', '/docs', '/docs/interpolate', '/_sk/search-index.json']) {
    const response = await fetch(url + path);
    expect(response.status, path).toBe(200);
  }
}

describe('a failed build leaves the published site intact and served', () => {
  it('when Vite fails', async () => {
    const { status, output } = failingBuild(
      contentWith('vite-fails', "import Missing from './no-such-module.js';\n\n<Missing />"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('The build failed; the previously published site was left as it was.');
    await expectPublishedIntact();
  });

  it('when prerendering fails', async () => {
    const { status, output } = failingBuild(
      contentWith('prerender-fails', "{(() => { throw new Error('boom while prerendering'); })()}"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('boom while prerendering');
    await expectPublishedIntact();
  });

  it('when the link check fails, and npm start then serves the last good build and says so', async () => {
    const contentDir = contentWith('links-fail', 'See [nowhere](/docs/no-such-page).');
    const child = spawn(process.execPath, ['tools/start.mjs'], {
      cwd: root,
      env: { ...env(contentDir), PORT: '0', HOST: '127.0.0.1' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    await expect
      .poll(() => /The site is ready: http:\/\/localhost:(\d+)/.exec(output)?.[1], {
        timeout: 120_000,
        interval: 500,
      })
      .toBeDefined();
    const port = /The site is ready: http:\/\/localhost:(\d+)/.exec(output)![1];
    expect(output).toContain('Broken link on /docs/links-fail');
    expect(output).toContain('The build failed. Serving the last good build');
    const page = await fetch(`http://127.0.0.1:${port}/docs/interpolate`);
    expect(page.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/docs/links-fail`)).status).toBe(404);
    child.kill();
    await expectPublishedIntact();
  }, 180_000);
});
