import { expect, it } from 'vitest';
import { namesUnknown, variantPages } from './asked';
import { composeAnswer } from './compose';
import { idfFrom } from './passages';
import { analyzeQuestion } from './question';
import { testPassage } from './test-page';

const idf = idfFrom({ records: 1000, df: { tab: 5, browser: 20, upload: 10, account: 10 } });

const cli = testPassage({
  url: '/docs/cli/render#performance',
  page: '/docs/cli/render',
  pageTitle: 'npx remotion render',
  headings: 'Performance',
  text: 'How many browser tabs render at once.',
});
const cloud = testPassage({
  url: '/docs/cloudrun/cli/render#browser',
  page: '/docs/cloudrun/cli/render',
  pageTitle: 'npx remotion cloudrun render',
  headings: 'Browser',
  text: 'How many browser tabs render at once.',
});

it('takes a page titled as another plus words the question does not use for a variant', () => {
  const plain = analyzeQuestion('How many tabs does npx remotion render use?');
  expect([...variantPages([cli, cloud], plain)]).toEqual(['/docs/cloudrun/cli/render']);
  const named = analyzeQuestion('How many tabs does npx remotion render use on Cloud Run?');
  expect(variantPages([cli, cloud], named).size).toBe(0);
});

it('leads with the plain page over its product variant the question does not name', () => {
  // The variant's heading holds `browser`: without the rule it would lead.
  const text = 'How many browser tabs does npx remotion render use?';
  const answer = composeAnswer(
    { question: analyzeQuestion(text), idf, passages: [cloud, cli] },
    text,
  );
  expect(answer.kind === 'answer' && answer.lead.url).toBe('/docs/cli/render#performance');
});

it('says the docs do not cover a question about a name no section holds', () => {
  const uploads = testPassage({
    pageTitle: 'Uploads',
    headings: 'Upload to your account',
    text: 'Upload the video to your account.',
  });
  const text = 'How do I upload to my Vimeo account?';
  const question = analyzeQuestion(text);
  expect(namesUnknown(question, [uploads])).toEqual(['vimeo']);
  expect(composeAnswer({ question, idf, passages: [uploads] }, text).kind).toBe('none');
  const known = 'How do I upload to my account?';
  const plain = { question: analyzeQuestion(known), idf, passages: [uploads] };
  expect(composeAnswer(plain, known).kind).toBe('answer');
});
