import { expect, it } from 'vitest';
import { analyzeQuestion, focusOf, phrasesOf, searchForm, stemOf, stems } from './question';

it('keeps the informative words, with stems and aliases, and drops question words', () => {
  const q = analyzeQuestion('How do I make the background music fading in?', { music: ['audio'] });
  expect(q.terms.map((t) => t.term)).toEqual(['background', 'music', 'fading']);
  expect(q.terms[1]!.variants).toEqual(['music', 'audio']);
  expect(q.terms[2]!.variants).toEqual(['fading', 'fad']);
  expect(q.howTo).toBe(true);
  expect(q.query).toBe('background music audio fading fade');
});

it('never sends the index a three-letter stem, which it would read as a prefix of other words', () => {
  // `dur` (of `during`) would find `duration`, `cod` (of `code`) `codec`.
  const words = analyzeQuestion('fading during the code').query.split(' ');
  expect(words).toEqual(expect.arrayContaining(['fading', 'fade', 'during', 'code']));
  expect(words).not.toContain('dur');
  expect(words).not.toContain('cod');
  expect(words).not.toContain('fad');
  expect(searchForm('render')).toBe('render');
  expect(searchForm('fad')).toBe('fade');
});

it('reads what a which/what question asks for: the head of the phrase after its opening', () => {
  expect(focusOf('Which output containers can convertMedia() write?')).toEqual(['container']);
  expect(focusOf('What is the default direction of the slide() presentation?')).toEqual([
    'direction',
  ]);
  expect(focusOf('How many browser tabs does it use?')).toEqual(['tab']);
  // A mark ends the phrase.
  expect(focusOf('What memory, disk and timeout does it get?')).toEqual(['memory']);
  // Not a kind of thing: a verb follows, or the question does not open that way.
  expect(focusOf('What does staticFile() return?')).toEqual([]);
  expect(focusOf('what happens if I pass null')).toEqual([]);
  expect(focusOf('How do I draw a star?')).toEqual([]);
});

it('finds the code names a question mentions, bare', () => {
  const q = analyzeQuestion('What does useCurrentFrame return inside <Sequence> with spring()?');
  expect(q.apiNames).toEqual(['usecurrentframe', 'sequence', 'spring']);
  expect(q.howTo).toBe(false);
});

it('stems -ing, -ed and -ly words, never below three letters', () => {
  expect(stems('rendering')).toEqual(['render']);
  expect(stems('quickly')).toEqual(['quick']);
  expect(stems('sing')).toEqual([]);
});

it('gives a word and its inflections one stem, so either side can be inflected', () => {
  expect(['fade', 'fading', 'faded'].map(stemOf)).toEqual(['fad', 'fad', 'fad']);
  expect(['stop', 'stopped', 'stopping'].map(stemOf)).toEqual(['stop', 'stop', 'stop']);
  expect(['play', 'playing', 'played'].map(stemOf)).toEqual(['play', 'play', 'play']);
  // No syllable would be left: the word is not inflected.
  expect(['speed', 'string', 'spring'].map(stemOf)).toEqual(['speed', 'string', 'spring']);
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

it('marks the words capitalized inside a sentence as names, not the first of a sentence', () => {
  const q = analyzeQuestion('Upload it to my Vimeo account. Render later?');
  expect(q.terms.filter((t) => t.name).map((t) => t.term)).toEqual(['vimeo']);
});

it('reads whether a question asks for a quantity', () => {
  expect(analyzeQuestion('How long does delayRender() wait by default?').figure).toBe(true);
  expect(analyzeQuestion('What is the max number of chunks?').figure).toBe(true);
  expect(analyzeQuestion('How many browser tabs does it use?').figure).toBe(true);
  expect(analyzeQuestion('How do I draw a star?').figure).toBe(false);
  expect(analyzeQuestion('What is the default codec?').figure).toBe(false);
});

it('reads a how-to asked after a statement, or as "how do I" inside a sentence', () => {
  expect(analyzeQuestion('An animation should stop at the end. How?').howTo).toBe(true);
  expect(analyzeQuestion('Where do my images go and how do I load them?').howTo).toBe(true);
  expect(analyzeQuestion('Where do my images go?').howTo).toBe(false);
});

it('keeps the words a question writes as code', () => {
  expect(analyzeQuestion('What does the `damping` option of spring() do?').inCode).toEqual([
    'damping',
  ]);
});
