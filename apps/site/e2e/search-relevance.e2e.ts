/**
 * Relevance of the local search on the real site: records are built from the
 * prerendered HTML in dist/ (the route list comes from .cache/build-report.json) and
 * queried like the browser does. Runs after a build, with the other e2e tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
// Source imports: this suite's Vitest config does not resolve the workspace's `@sitekit/source` condition.
import { buildSearchRecords, type SearchPageInput } from '@sitekit/search/build';
import {
  createLocalIndex,
  SEARCH_INDEX_PATH,
  type LocalIndex,
  type SearchIndexFile,
  type SearchRecord,
} from '@sitekit/search';

const root = join(import.meta.dirname, '../../..');
const dist = join(root, 'dist');
const reportFile = join(root, '.cache/build-report.json');
const indexFile = join(dist, SEARCH_INDEX_PATH);
const BUILD_FIRST = 'Run the site build first: npm run build';

/** The HTML file of a route in dist (clean URLs: `/docs/x` → `docs/x/index.html`). */
const htmlFile = (path: string) => join(dist, path === '/' ? '' : path.slice(1), 'index.html');

let shipped: SearchRecord[];
let records: SearchRecord[];
let index: LocalIndex;

beforeAll(() => {
  for (const file of [reportFile, indexFile])
    if (!existsSync(file)) throw new Error(`${file} is missing. ${BUILD_FIRST}`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    routes: { path: string; title: string }[];
  };
  shipped = (JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndexFile).records;
  // The build decides which routes are search results (docs, posts, product pages) and their facets.
  const facets = new Map<string, SearchRecord>();
  for (const r of shipped)
    if (!facets.has(r.url_without_anchor)) facets.set(r.url_without_anchor, r);
  const pages: SearchPageInput[] = report.routes.flatMap(({ path, title }) => {
    const facet = facets.get(path);
    if (!facet) return [];
    if (!existsSync(htmlFile(path)))
      throw new Error(`${htmlFile(path)} is missing. ${BUILD_FIRST}`);
    const html = readFileSync(htmlFile(path), 'utf8');
    return [
      {
        url: path,
        html,
        title,
        lvl0: facet.hierarchy.lvl0,
        pageType: facet.page_type,
        docusaurusTag: facet.docusaurus_tag,
      },
    ];
  });
  records = buildSearchRecords(pages);
  index = createLocalIndex(records, MiniSearch);
});

describe('the local search index', () => {
  it('is what the builder makes of the prerendered pages', () => {
    expect(records.length).toBeGreaterThan(500);
    expect(records).toEqual(shipped);
  });

  it('covers docs, posts and product pages, and leaves out the not-found and search pages', () => {
    const urls = new Set(records.map((r) => r.url_without_anchor));
    for (const url of ['/docs', '/docs/spring', '/blog/4-0', '/templates/tiktok'])
      expect(urls, url).toContain(url);
    for (const url of ['/404', '/search', '/blog/archive']) expect(urls, url).not.toContain(url);
    expect(new Set(records.map((r) => r.page_type))).toEqual(new Set(['doc', 'post', 'page']));
  });
});

/** Query → the page expected as the first hit. */
const cases: [query: string, page: string][] = [
  // Exact titles, bare names of code titles
  ['interpolate', '/docs/interpolate'],
  ['interpolate()', '/docs/interpolate'],
  ['spring', '/docs/spring'],
  ['player', '/docs/player/player'],
  ['<Player>', '/docs/player/player'],
  ['@remotion/player', '/docs/player'],
  ['sequence', '/docs/sequence'],
  ['composition', '/docs/composition'],
  ['useCurrentFrame', '/docs/use-current-frame'],
  ['useVideoConfig', '/docs/use-video-config'],
  ['staticFile', '/docs/staticfile'],
  ['random', '/docs/random'],
  ['easing', '/docs/easing'],
  ['AbsoluteFill', '/docs/absolute-fill'],
  ['the fundamentals', '/docs/the-fundamentals'],
  ['animating properties', '/docs/animating-properties'],
  ['layers', '/docs/layers'],
  ['transforms', '/docs/transforms'],
  ['API overview', '/docs/api'],
  ['creating a new project', '/docs'],
  // Prefixes as typed
  ['interp', '/docs/interpolate'],
  ['interpolat', '/docs/interpolate'],
  ['spri', '/docs/spring'],
  ['compos', '/docs/composition'],
  ['useCurr', '/docs/use-current-frame'],
  ['fundam', '/docs/the-fundamentals'],
  // One typo
  ['sprng', '/docs/spring'],
  ['interpolte', '/docs/interpolate'],
  ['compositon', '/docs/composition'],
  ['eesing', '/docs/easing'],
  // Words, plurals and URL names
  ['current frame', '/docs/use-current-frame'],
  ['use current frame', '/docs/use-current-frame'],
  ['video config', '/docs/use-video-config'],
  ['static file', '/docs/staticfile'],
  ['absolute fill', '/docs/absolute-fill'],
  ['sequences', '/docs/sequence'],
  ['randomness', '/docs/using-randomness'],
  ['transitions', '/docs/transitioning'],
  ['transitioning', '/docs/transitioning'],
  ['fonts', '/docs/fonts'],
  ['google fonts', '/docs/google-fonts'],
  ['reusable components', '/docs/reusability'],
  ['reusability', '/docs/reusability'],
  ['noise', '/docs/noise'],
  ['noise visualization', '/docs/noise-visualization'],
  ['measuring', '/docs/measuring'],
  ['animation math', '/docs/animation-math'],
  ['importing assets', '/docs/assets'],
  ['preview', '/docs/preview'],
  ['extrapolate', '/docs/interpolate'],
  // Posts and product pages
  ['media parser', '/docs/media-parser'],
  ['company licenses', '/blog/company-licenses'],
  ['remotion 4.0', '/blog/4-0'],
  ['deploy studio', '/blog/deployable-studio'],
  ['fireworks', '/learn/apple-wow'],
  ['marathon', '/success-stories/yarx'],
  ['tiktok', '/templates/tiktok'],
];

describe('relevance', () => {
  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s → %s', (query, page) => {
    const top = index.search(query, { limit: 5 }).hits;
    expect(
      top.map((h) => h.url),
      `top hits for "${query}"`,
    ).not.toEqual([]);
    expect(top[0]!.url_without_anchor, `top hits: ${top.map((h) => h.url).join(', ')}`).toBe(page);
  });

  it('puts the page-title hit first when the title matches exactly', () => {
    for (const query of ['interpolate', 'player', 'spring', 'easing', 'useCurrentFrame']) {
      expect(index.search(query).hits[0]!.type, query).toBe('lvl1');
    }
  });
});
