import { expect, it } from 'vitest';
import { analyzeQuestion } from './question';
import { testPassage } from './test-page';
import { typosOf } from './typos';

const sections = [testPassage({ text: 'Mute background clips whose sound you do not need.' })];

it('reads a word the index lacks that sections hold within one edit as a typo of it', () => {
  const q = analyzeQuestion('how do i loop a backgound clip');
  expect([...typosOf(q, sections, { loop: 10, clip: 5 })]).toEqual([['backgound', ['background']]]);
});

it('leaves words the index holds, names, short words and words nothing is near', () => {
  expect(typosOf(analyzeQuestion('loop a background clip'), sections, { background: 9 }).size).toBe(
    0,
  );
  expect(typosOf(analyzeQuestion('Upload to Backgound'), sections, {}).size).toBe(0);
  expect(typosOf(analyzeQuestion('mute a clup'), sections, {}).size).toBe(0);
  expect(typosOf(analyzeQuestion('quantum entanglement'), sections, {}).size).toBe(0);
});
