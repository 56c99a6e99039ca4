import { expect, it } from 'vitest';
import { phrasesOf } from './question';
import { componentsWritten, namesSpelled } from './spelled';

const titles = [
  '<OffthreadVideo>',
  'useCurrentFrame()',
  'staticFile()',
  'getStaticFiles()',
  'delayRender() and continueRender()',
  'Animating properties',
];
const spelled = (question: string) => namesSpelled(phrasesOf(question), titles);

it('finds the code name a question spells in plain words, bare', () => {
  expect(spelled('how do I use the offthread video component')).toEqual(['offthreadvideo']);
  expect(spelled('How do I delay render until the data is loaded?')).toEqual(['delayrender']);
});

it('lets a spelling leave out the name’s first part, when no name is spelled whole', () => {
  expect(spelled('how do I get the current frame')).toEqual(['usecurrentframe']);
  // `getStaticFiles()` is spelled but for `get`; `staticFile()` is spelled whole and wins.
  expect(spelled('what does static file return')).toEqual(['staticfile']);
});

it('finds nothing for words that spell no name, or a name of one part', () => {
  expect(spelled('How do I animate the properties of a frame?')).toEqual([]);
  expect(spelled('what is a render')).toEqual([]);
});

it('finds a component the question writes by name in the name’s own case, not a plain word', () => {
  const titles = ['<Sequence>', 'Playing videos in sequence', '<Player />'];
  expect(componentsWritten('What does premountFor on a Sequence do?', titles)).toEqual([
    'sequence',
  ]);
  expect(componentsWritten('Is the Player loop on?', titles)).toEqual(['player']);
  expect(componentsWritten('How do I play a sequence of clips?', titles)).toEqual([]);
});
