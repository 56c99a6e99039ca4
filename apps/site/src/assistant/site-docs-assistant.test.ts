import { afterEach, expect, it, vi } from 'vitest';
import type { SearchIndexFile, SearchRecord } from '@sitekit/search';
import { createSiteDocsAssistant } from './site-docs-assistant';

afterEach(() => vi.unstubAllGlobals());

const record = (url: string, title: string, content: string, noAi = false): SearchRecord => ({
  objectID: url,
  url,
  url_without_anchor: url,
  anchor: null,
  type: 'content',
  hierarchy: {
    lvl0: 'Docs',
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  page_type: 'doc',
  ...(noAi ? { no_ai: true } : {}),
});

it('never quotes sections of pages marked no_ai, though search still has them', async () => {
  const index: SearchIndexFile = {
    version: 1,
    records: [
      record('/docs/pricing', 'Pricing', 'Company licenses are priced per seat.', true),
      record(
        '/docs/licensing',
        'Licensing',
        'A company license is needed for teams of four or more.',
      ),
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(index))),
  );
  const answer = await createSiteDocsAssistant('/').ask('company license pricing');
  const urls = answer.kind === 'sections' ? answer.citations.map((c) => c.url) : [];
  expect(urls).toEqual(['/docs/licensing']);
});
