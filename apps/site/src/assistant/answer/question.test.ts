import { expect, it } from 'vitest';
import { analyzeQuestion, phrasesOf, stems } from './question';

it('keeps the informative words, with stems and aliases, and drops question words', () => {
  const q = analyzeQuestion('How do I make the background music fading in?', { music: ['audio'] });
  expect(q.terms.map((t) => t.term)).toEqual(['background', 'music', 'fading']);
  expect(q.terms[1]!.variants).toEqual(['music', 'audio']);
  expect(q.terms[2]!.variants).toEqual(['fading', 'fad', 'fade']);
  expect(q.howTo).toBe(true);
  expect(q.query).toBe('background music audio fading fad fade');
});

it('finds the code names a question mentions, bare', () => {
  const q = analyzeQuestion('What does useCurrentFrame return inside <Sequence> with spring()?');
  expect(q.apiNames).toEqual(['usecurrentframe', 'sequence', 'spring']);
  expect(q.howTo).toBe(false);
});

it('stems -ing, -ed and -ly words, never below three letters', () => {
  expect(stems('rendering')).toEqual(['render', 'rendere']);
  expect(stems('faded')).toEqual(['fad', 'fade']);
  expect(stems('quickly')).toEqual(['quick']);
  expect(stems('sing')).toEqual([]);
});

it('joins runs of words that may spell a code name, never across a question word', () => {
  expect(phrasesOf('How do I change the playback rate?')).toEqual([
    'changetheplayback',
    'changetheplaybackrate',
    'playbackrate',
  ]);
  expect(phrasesOf('what is duration in frames')).toEqual(['durationinframe']);
  expect(phrasesOf('can I get input props')).toEqual(['inputprop']);
  expect(phrasesOf('music')).toEqual([]);
});
