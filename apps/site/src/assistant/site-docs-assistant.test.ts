import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import {
  buildSearchRecords,
  passageExtractOptions,
  writeSearchShards,
} from '@sitekit/search/build';
import { createSiteDocsAssistant } from './site-docs-assistant';
import { docPage } from './answer/test-page';

let dir: string;
const model = { url: 'https://llm.example/v1/chat/completions', model: 'small-1' };
const fetched: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-passages-'));
  const records = buildSearchRecords(
    [
      docPage(
        '/docs/audio/volume',
        '<h1>Controlling volume</h1><p>The volume prop takes a number or a function.</p><h2 id="fade-in">Fade in</h2><p>Pass a function to fade music in. It receives the frame and returns the volume.</p><pre>&lt;Audio volume={(f) =&gt; f / 30} /&gt;</pre>',
      ),
      docPage('/docs/spring', '<h1>spring()</h1><p>A physics-based animation.</p>'),
    ],
    { extract: passageExtractOptions },
  );
  await writeSearchShards(records, dir);
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    if (url === model.url)
      return Response.json({ choices: [{ message: { content: 'Give volume a function [1].' } }] });
    const body = await readFile(join(dir, url.slice(url.lastIndexOf('/') + 1)), 'utf8');
    return new Response(body);
  });
});
afterEach(() => void (fetched.length = 0));

it('answers from the passages index under the base URL, with the reader’s words aliased, and its code', async () => {
  const answer = await createSiteDocsAssistant('/sub/').ask('How do I make the music fade in?');
  expect(fetched[0]).toMatch(/\/sub\/_sk\/passages\/index\.json$/);
  expect(answer.kind).toBe('answer');
  if (answer.kind !== 'answer') return;
  expect(answer.lead.url).toBe('/docs/audio/volume#fade-in');
  expect(answer.lead.quote).toBe(
    'Pass a function to fade music in. It receives the frame and returns the volume.',
  );
  expect(answer.code?.code).toBe('<Audio volume={(f) => f / 30} />');
});

it('says the docs do not cover a question they do not, with a search link', async () => {
  const answer = await createSiteDocsAssistant('/sub/').ask('What is the weather in Paris?');
  expect(answer).toMatchObject({
    kind: 'none',
    searchUrl: '/sub/search?q=What%20is%20the%20weather%20in%20Paris%3F',
  });
});

it('with an answer model, adds its written answer citing the retrieved sections; never for a question the docs do not cover', async () => {
  const assistant = createSiteDocsAssistant('/sub/', undefined, model);
  const answer = await assistant.ask('How do I make the music fade in?');
  expect(answer.kind === 'answer' && answer.written).toEqual({
    kind: 'written',
    answer: {
      text: 'Give volume a function [1].',
      sources: [
        answer.kind === 'answer' && answer.lead,
        ...(answer.kind === 'answer' ? answer.more : []),
      ],
    },
  });
  fetched.length = 0;
  expect((await assistant.ask('What is the weather in Paris?')).kind).toBe('none');
  expect(fetched).not.toContain(model.url);
});
