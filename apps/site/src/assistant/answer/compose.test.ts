import { expect, it } from 'vitest';
import { createLocalIndex, type SearchProvider } from '@sitekit/search';
import { buildSearchRecords, passageExtractOptions } from '@sitekit/search/build';
import { answerQuestion, composeAnswer, retrieve } from './compose';
import { idfFrom } from './passages';
import { analyzeQuestion } from './question';
import { docPage, testPassage } from './test-page';

/** A provider over a local index of the given docs pages' sections. */
function providerOf(pages: Parameters<typeof buildSearchRecords>[0]): SearchProvider {
  const index = createLocalIndex(buildSearchRecords(pages, { extract: passageExtractOptions }));
  return {
    name: 'test',
    preload: () => index.preload(),
    search: (query, options) => index.search(query, options),
  };
}

const provider = providerOf([
  docPage(
    '/docs/use-current-frame',
    '<h1>useCurrentFrame()</h1><p>Read the number of the frame being rendered now.</p>',
  ),
  docPage(
    '/docs/player/current-time',
    '<h1>Player time</h1><h2 id="read-the-current-frame">Read the current frame</h2><p>Outside the composition, the ref of the player has it.</p>',
  ),
]);

it('leads with the page titled by the code name a question spells in plain words', async () => {
  // The guide's heading holds every word; the hook's page wins as the name the reader spelled.
  const answer = await answerQuestion(provider, 'How do I read the current frame?');
  expect(answer.kind === 'answer' && answer.lead.url).toBe('/docs/use-current-frame');
});

it('says the docs do not cover a question whose words the best section holds only in passing', () => {
  const question = analyzeQuestion('damping spring');
  const idf = idfFrom({ records: 1000, df: { damping: 5, spring: 20 } });
  const section = (pageType: string) =>
    testPassage({
      url: `/${pageType}/spring#config`,
      page: `/${pageType}/spring`,
      pageTitle: 'Motion',
      title: 'Motion › Notes',
      headings: 'Notes',
      text: 'Damping and spring, in passing.',
      pageType,
    });
  // Every word is there (full coverage), but only in the text of a product page.
  const page = composeAnswer({ question, idf, passages: [section('page')] }, 'damping spring');
  expect(page.kind).toBe('none');
  const doc = composeAnswer({ question, idf, passages: [section('doc')] }, 'damping spring');
  expect(doc.kind).toBe('answer');
});

it('leads with the component the question writes by name, in its case', async () => {
  const local = providerOf([
    docPage(
      '/docs/sequence',
      '<h1>&lt;Sequence&gt;</h1><h2 id="props">Props</h2><p>premountFor mounts the children early.</p>',
    ),
    docPage(
      '/docs/videos/sequence',
      '<h1>Playing videos in sequence</h1><h2 id="write">premountFor in a sequence</h2><p>premountFor mounts the next clip early.</p>',
    ),
  ]);
  const answer = await answerQuestion(local, 'What does premountFor on a Sequence do?');
  expect(answer.kind === 'answer' && answer.lead.url).toBe('/docs/sequence#props');
});

it('weighs a misspelled word as the word it stands for, not as a word the docs never use', async () => {
  const docs = providerOf([
    docPage('/docs/a', '<h1>Layers</h1><p>Put a background behind the title.</p>'),
    docPage('/docs/b', '<h1>Loop</h1><p>Loop a background clip.</p>'),
    docPage('/docs/c', '<h1>Colors</h1><p>Set the background color.</p>'),
  ]);
  const typo = await retrieve(docs, 'loop a backgound clip');
  const right = await retrieve(docs, 'loop a background clip');
  const unknown = await retrieve(docs, 'loop a quantumly clip');
  const weight = (r: Awaited<ReturnType<typeof retrieve>>, i: number) =>
    r.idf(r.question.terms[i]!);
  expect(weight(typo, 1)).toBeCloseTo(weight(right, 1));
  expect(weight(typo, 1)).toBeLessThan(weight(unknown, 1));
});

it('answers a which-question with the table that lists what it asks for', () => {
  const question = analyzeQuestion('Which props does <Sequence> accept?');
  const idf = idfFrom({ records: 1000, df: { prop: 40, sequence: 20, accept: 30 } });
  const text =
    'Prop · Type · Default · Description; from · number · 0 · Frame at which the children appear.; durationInFrames · number · Infinity · How many frames the children stay mounted. <Sequence> also accepts a ref, which points to the wrapper.';
  const props = testPassage({
    url: '/docs/sequence#props',
    page: '/docs/sequence',
    pageTitle: '<Sequence>',
    title: '<Sequence> › Props',
    headings: 'Props',
    text,
  });
  const answer = composeAnswer({ question, idf, passages: [props] }, question.text);
  expect(answer.kind === 'answer' && answer.lead.quote).toBe(
    'Prop · Type · Default · Description; from · number · 0 · Frame at which the children appear.; durationInFrames · number · Infinity · How many frames the children stay mounted.',
  );
});

it('answers a question that names a row of the lead’s table in code with that row', () => {
  const text = 'What does the `damping` option of spring() do?';
  const question = analyzeQuestion(text);
  const idf = idfFrom({ records: 1000, df: { damping: 5, option: 60, spring: 20 } });
  const config = testPassage({
    text: 'Field · Type · Default · Effect; damping · number · 10 · Resistance. Higher values reduce bouncing. Must be greater than 0.; mass · number · 1 · Weight. Heavier ones move slower.; clamp · boolean · false · Stops the spring at its target. A clamped spring never overshoots. Another spring may still overshoot.',
  });
  const answer = composeAnswer({ question, idf, passages: [config] }, text);
  expect(answer.kind === 'answer' && answer.lead.quote).toContain(
    'damping · number · 10 · Resistance.',
  );
});

it('weighs the sub-sections of a retrieved section, which its page already holds', async () => {
  const index = providerOf([
    docPage(
      '/docs/parse-media',
      '<h1>parseMedia()</h1><h2 id="fields">Fields</h2><p>Each field is requested by name and comes back in the result.</p>' +
        '<h3 id="time">Time</h3><p>durationInSeconds is the length of the file in seconds.</p>' +
        '<h3 id="picture">Picture</h3><p>dimensions holds the width and height.</p>',
    ),
  ]);
  // The index ranks the sub-section below its candidates for the question itself.
  const ranked: SearchProvider = {
    ...index,
    search: async (query, options) => {
      const response = await index.search(query, options);
      return options?.pages
        ? response
        : { ...response, hits: response.hits.filter((h) => !h.url.endsWith('#time')) };
    },
  };
  const answer = await answerQuestion(ranked, 'Which field gives the length in seconds?');
  expect(answer.kind === 'answer' && answer.lead.url).toBe('/docs/parse-media#time');
});
