import { expect, it } from 'vitest';
import { createLocalIndex, type SearchProvider } from '@sitekit/search';
import { buildSearchRecords, passageExtractOptions } from '@sitekit/search/build';
import { answerQuestion } from './compose';
import { docPage } from './test-page';

const index = createLocalIndex(
  buildSearchRecords(
    [
      docPage(
        '/docs/use-current-frame',
        '<h1>useCurrentFrame()</h1><p>Read the number of the frame being rendered now.</p>',
      ),
      docPage(
        '/docs/player/current-time',
        '<h1>Player time</h1><h2 id="read-the-current-frame">Read the current frame</h2><p>Outside the composition, the ref of the player has it.</p>',
      ),
    ],
    { extract: passageExtractOptions },
  ),
);
const provider: SearchProvider = {
  name: 'test',
  preload: () => index.preload(),
  search: (query, options) => index.search(query, options),
};

it('leads with the page titled by the code name a question spells in plain words', async () => {
  // The guide's heading holds every word; the hook's page wins as the name the reader spelled.
  const answer = await answerQuestion(provider, 'How do I read the current frame?');
  expect(answer.kind === 'answer' && answer.lead.url).toBe('/docs/use-current-frame');
});
