// @vitest-environment node
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSearchRecords, type SearchPageInput } from '../../build/records.js';
import { writeSearchShards } from '../../build/write-shards.js';
import { SearchUnavailableError } from '../../core/provider.js';
import { fixtureRecords } from '../../../tests/support/fixture.js';
import { createLocalIndex, createSearchEngine } from './engine.js';
import { createLocalProvider } from './index.js';
import { fetchStore } from './store.js';
import { workerIndex, type WorkerLike } from './worker-client.js';
import { serveSearchWorker, type WorkerScope } from './worker-host.js';
import type { WorkerRequest, WorkerResponse } from './worker-protocol.js';

let dir: string;
let fetched: string[];
/** A fetch over the files in `dir`, recording what it was asked for. */
const fileFetch = vi.fn(async (url: string) => {
  const name = url.slice(url.lastIndexOf('/') + 1);
  fetched.push(name);
  try {
    const body = await readFile(join(dir, name), 'utf8');
    return { ok: true, status: 200, json: async () => JSON.parse(body) as unknown };
  } catch {
    return { ok: false, status: 404, json: async () => null };
  }
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sk-shards-'));
  // Small shards, so the fixture spreads over many files.
  await writeSearchShards(fixtureRecords(), dir, { shardBytes: 300 });
});

const sharded = () => {
  fetched = [];
  return createSearchEngine(fetchStore('https://example.test/_sk/search/', fileFetch));
};

describe('the sharded index', () => {
  const queries = ['rescale', 'resc', 'legend', 'use current tick', 'splne', 'zebra', 'tick'];

  it('answers exactly as the same records in memory', async () => {
    const memory = createLocalIndex(fixtureRecords());
    const files = sharded();
    for (const query of queries) {
      expect(await files.search(query), query).toEqual(await memory.search(query));
    }
    expect(await files.suggest('rsecael')).toEqual(await memory.suggest('rsecael'));
  });

  it('loads the manifest, the shards of the words and the fragments of the pages shown, nothing else', async () => {
    const all = await readdir(dir);
    expect(all.filter((f) => f.startsWith('t-')).length).toBeGreaterThan(5);
    const engine = sharded();
    const { hits } = await engine.search('zebra');
    expect(hits.map((h) => h.url_without_anchor)).toEqual(['/docs/long']);
    expect(fetched[0]).toBe('index.json');
    expect(fetched.filter((f) => f.startsWith('t-'))).toHaveLength(1);
    expect(fetched.filter((f) => f.startsWith('p-'))).toHaveLength(1);
    expect(fetched.filter((f) => f.startsWith('v-'))).toHaveLength(0);
    // A typo looks its word up in the vocabulary of its first letter.
    fetched = [];
    await engine.search('zebar');
    expect(fetched.filter((f) => f.startsWith('v-'))).toHaveLength(1);
  });

  it('rejects with SearchUnavailableError when a file is missing, and tries again next time', async () => {
    let fail = true;
    const flaky = async (url: string) =>
      fail && url.includes('/t-')
        ? { ok: false, status: 503, json: async () => null }
        : fileFetch(url);
    const engine = createSearchEngine(fetchStore('/_sk/search/', flaky));
    await expect(engine.search('spline')).rejects.toThrow(/answered 503/);
    await expect(engine.search('spline')).rejects.toBeInstanceOf(SearchUnavailableError);
    fail = false;
    expect((await engine.search('spline')).hits[0]?.url).toBe('/docs/spline');
  });

  it('refuses a manifest of another format version, naming the file', async () => {
    const old = async () => ({ ok: true, status: 200, json: async () => ({ version: 1 }) });
    const engine = createSearchEngine(fetchStore('/_sk/search/', old));
    await expect(engine.search('spline')).rejects.toThrow(
      'The file at /_sk/search/index.json is not a search index (version 2).',
    );
  });
});

describe('ranking', () => {
  const page = (url: string, pageType: string, body: string): SearchPageInput => ({
    url,
    html: `<main>${body}</main>`,
    lvl0: pageType === 'doc' ? 'Docs' : 'Blog',
    pageType,
    docusaurusTag: 'default',
  });

  it('counts two swapped letters as one typo', async () => {
    const index = createLocalIndex(fixtureRecords());
    expect((await index.search('rescael')).hits[0]?.url).toBe('/docs/rescale');
    expect((await index.search('spilne')).hits[0]?.url).toBe('/docs/spline');
  });

  it('shows distinct pages first, a page’s further sections after every page’s best', async () => {
    const { hits } = await createLocalIndex(fixtureRecords()).search('rescale');
    const pages = hits.map((h) => h.url_without_anchor);
    const distinct = new Set(pages).size;
    expect(new Set(pages.slice(0, distinct)).size).toBe(distinct);
    expect(pages[0]).toBe('/docs/rescale');
    expect(distinct).toBeGreaterThan(2);
  });

  it('puts a reference page above a blog post for the same words', async () => {
    const records = buildSearchRecords([
      page(
        '/blog/launch',
        'post',
        '<h1>Launch</h1><h2 id="c">Caching renders</h2><p>Renders are cached.</p>',
      ),
      page(
        '/docs/cache',
        'doc',
        '<h1>Cache</h1><h2 id="c">Caching renders</h2><p>Renders are cached.</p>',
      ),
    ]);
    const { hits } = await createLocalIndex(records).search('caching renders');
    expect(hits[0]?.url).toBe('/docs/cache#c');
  });

  it('ranks an API page above a post whose heading names the API', async () => {
    const records = buildSearchRecords([
      page(
        '/blog/v4',
        'post',
        '<h1>Version 4</h1><h2 id="m">measureLayout()</h2><p>New: measureLayout() computes layout.</p>',
      ),
      page(
        '/docs/measure-layout',
        'doc',
        '<h1>measureLayout()</h1><p>Computes margins and padding.</p>',
      ),
    ]);
    const { hits } = await createLocalIndex(records).search('measureLayout');
    expect(hits[0]?.url).toBe('/docs/measure-layout');
  });

  it('matches a page’s URL name on its title only, not on each of its sections', async () => {
    const records = buildSearchRecords([
      page(
        '/showcase/add',
        'doc',
        '<h1>Submit a project</h1><h2 id="f">Form</h2><p>Fill in the fields.</p>',
      ),
    ]);
    const { hits } = await createLocalIndex(records).search('add');
    expect(hits.map((h) => h.url)).toEqual(['/showcase/add']);
  });
});

/** A worker whose two ends are in this thread: messages cross on the next task. */
function fakeWorker(): WorkerLike & { errorNow(): void } {
  const toHost: ((e: { data: WorkerRequest }) => void)[] = [];
  const toClient: ((e: { data: WorkerResponse }) => void)[] = [];
  const onError: ((e: unknown) => void)[] = [];
  const scope: WorkerScope = {
    addEventListener: (_type, listener) => void toHost.push(listener),
    postMessage: (data) => void setTimeout(() => toClient.forEach((l) => l({ data })), 0),
  };
  serveSearchWorker(scope);
  return {
    postMessage: (data) => void setTimeout(() => toHost.forEach((l) => l({ data })), 0),
    addEventListener: ((type: string, listener: (e: { data: WorkerResponse }) => void) => {
      if (type === 'message') toClient.push(listener);
      else onError.push(listener as (e: unknown) => void);
    }) as WorkerLike['addEventListener'],
    terminate: () => {},
    errorNow: () => onError.forEach((l) => l(new Event('error'))),
  };
}

describe('the worker', () => {
  it('answers the provider’s calls with what the engine answers in the page', async () => {
    vi.stubGlobal('fetch', fileFetch);
    try {
      const inPage = sharded();
      const createWorker = vi.fn(fakeWorker);
      const inWorker = workerIndex(createWorker, 'https://example.test/_sk/search/', () => inPage);
      expect(createWorker).not.toHaveBeenCalled();
      await inWorker.preload();
      expect(await inWorker.search('legend')).toEqual(await inPage.search('legend'));
      expect(await inWorker.suggest('splnie')).toEqual(await inPage.suggest('splnie'));
      expect(createWorker).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('passes a SearchUnavailableError on as one', async () => {
    vi.stubGlobal('fetch', async () => ({ ok: false, status: 500, json: async () => null }));
    try {
      const inWorker = workerIndex(fakeWorker, '/_sk/search/', () => sharded());
      await expect(inWorker.search('legend')).rejects.toBeInstanceOf(SearchUnavailableError);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs the calls in the page when the worker fails to start', async () => {
    const broken = fakeWorker();
    const fallback = sharded();
    const index = workerIndex(
      () => broken,
      '/_sk/search/',
      () => fallback,
    );
    const answer = index.search('spline');
    broken.errorNow();
    expect((await answer).hits[0]?.url).toBe('/docs/spline');
    expect((await index.search('smoothing')).hits[0]?.url).toBe('/docs/smoothing');
  });

  it('is what createLocalProvider uses when given createWorker', async () => {
    vi.stubGlobal('fetch', fileFetch);
    try {
      const createWorker = vi.fn(fakeWorker);
      const provider = createLocalProvider({ indexUrl: '/_sk/search/', createWorker });
      expect((await provider.search('spline')).hits[0]?.url).toBe('/docs/spline');
      expect(createWorker).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('passages with code', () => {
  const records = buildSearchRecords(
    [
      {
        url: '/docs/fade',
        html: '<main><h1>Fading areas</h1><h2 id="in">Fade in</h2><p>Pass a function as alpha.</p><pre>&lt;Area alpha={(d) =&gt; rescale(d, [0, 30], [0, 1])} /&gt;</pre></main>',
        lvl0: 'Docs',
        pageType: 'doc',
        docusaurusTag: 'default',
      },
    ],
    { extract: { codeTags: ['pre'] } },
  );

  it('keeps a section’s code in its record and its fragment, and finds names used only in code', async () => {
    const dir2 = await mkdtemp(join(tmpdir(), 'sk-passages-'));
    await writeSearchShards(records, dir2);
    const read = async (url: string) => {
      const body = await readFile(join(dir2, url.slice(url.lastIndexOf('/') + 1)), 'utf8');
      return { ok: true, status: 200, json: async () => JSON.parse(body) as unknown };
    };
    const { hits } = await createSearchEngine(fetchStore('/p/', read)).search('rescale');
    expect(hits[0]?.url).toBe('/docs/fade#in');
    expect(hits[0]?.code).toEqual(['<Area alpha={(d) => rescale(d, [0, 30], [0, 1])} />']);
  });

  it('reports how common each query word is, and keeps the plain ranking when asked', async () => {
    const index = createLocalIndex([...records, ...fixtureRecords()]);
    const response = await index.search('fade alpha', { distinct: false });
    expect(response.stats?.records).toBe(records.length + fixtureRecords().length);
    // `alpha` is in one record; `fade` in the fade section's heading and text records, and the fixture's.
    expect(response.stats?.df.alpha).toBe(1);
    expect(response.stats?.df.fade).toBeGreaterThan(2);
    const plain = (await index.search('rescale', { distinct: false })).hits.map(
      (h) => h.url_without_anchor,
    );
    expect(plain.indexOf('/docs/rescale')).toBe(0);
    expect(new Set(plain).size).toBeLessThan(plain.length);
  });
});

it('with anyWord, ranks records holding more of the words first, without requiring all', async () => {
  const index = createLocalIndex(fixtureRecords());
  expect((await index.search('spline zebra')).hits.map((h) => h.url_without_anchor)).toContain(
    '/docs/spline',
  );
  const any = await index.search('tick zebra chart', { anyWord: true, distinct: false });
  expect(any.hits.map((h) => h.url_without_anchor)).toEqual(
    expect.arrayContaining(['/docs/long', '/docs/use-current-tick']),
  );
});

it('with pages, returns only records of those pages', async () => {
  const index = createLocalIndex(fixtureRecords());
  const everywhere = await index.search('tick zebra chart', { anyWord: true, distinct: false });
  expect(new Set(everywhere.hits.map((h) => h.url_without_anchor)).size).toBeGreaterThan(1);
  const within = await index.search('tick zebra chart', {
    anyWord: true,
    distinct: false,
    pages: ['/docs/long'],
  });
  expect(within.hits.length).toBeGreaterThan(0);
  expect(within.hits.every((h) => h.url_without_anchor === '/docs/long')).toBe(true);
  expect((await index.search('tick', { pages: [] })).hits).toEqual([]);
});
