import { expect, it } from 'vitest';
import { bestQuote, idfFrom, weigh, type Passage } from './passages';
import { analyzeQuestion } from './question';

const idf = idfFrom({ records: 1000, df: { damping: 5, spring: 20, bounce: 0 } });
const passage = (over: Partial<Passage>): Passage => ({
  url: '/docs/spring#config',
  page: '/docs/spring',
  pageTitle: 'spring()',
  title: 'spring() › config',
  headings: 'config',
  text: '',
  code: [],
  pageType: 'doc',
  rank: 0,
  ...over,
});

it('quotes the whole sentences that hold the question’s words, never cut mid-sentence', () => {
  const q = analyzeQuestion('What does damping do in spring?');
  const text =
    'The config object has four fields. Damping slows the spring down: higher damping means less bounce. Mass makes it heavier, and it is the third field. Stiffness makes it faster.';
  expect(bestQuote(text, q, idf)).toBe(
    'Damping slows the spring down: higher damping means less bounce. Mass makes it heavier, and it is the third field. Stiffness makes it faster.',
  );
});

it('weighs the share of the question a passage holds by how telling each word is', () => {
  const q = analyzeQuestion('What does damping do in spring?');
  const both = weigh(passage({ text: 'Damping slows it.' }), q, idf, 1);
  expect(both.coverage).toBe(1);
  const common = weigh(passage({ pageTitle: 'Other', headings: '', text: 'A spring.' }), q, idf, 1);
  expect(common.coverage).toBeGreaterThan(0);
  expect(common.coverage).toBeLessThan(0.5);
  expect(both.score).toBeGreaterThan(common.score);
});

it('counts a word the docs never use as the rarest, so an off-topic question covers little', () => {
  const q = analyzeQuestion('Why does my spring bounce?');
  expect(weigh(passage({ text: 'A spring animates.' }), q, idf, 1).coverage).toBeLessThan(0.5);
});

it('ranks reference pages above posts for the same words', () => {
  const q = analyzeQuestion('damping spring');
  const doc = weigh(passage({ text: 'Damping.' }), q, idf, 1);
  const post = weigh(passage({ text: 'Damping.', pageType: 'post' }), q, idf, 1);
  expect(doc.score).toBeGreaterThan(post.score);
});
