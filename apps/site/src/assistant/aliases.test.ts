import { expect, it } from 'vitest';
import { docsAliases } from './aliases';
import { hasTerm, termsOf } from './answer/passages';
import { analyzeQuestion } from './answer/question';

it('reads a reader’s “option” as a section headed `config`', () => {
  const question = analyzeQuestion('What does the mass option do?', docsAliases);
  const option = question.terms.find((t) => t.term === 'option')!;
  expect(hasTerm(termsOf('config'), option)).toBe(true);
});
