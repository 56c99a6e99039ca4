import { withinOneEdit } from '@sitekit/search';
import { termsOf, type Passage } from './passages';
import type { Question } from './question';

/** Shortest word read as a typo (as `hasTerm` and the index read them). */
const TYPO_LENGTH = 5;

/**
 * The question's typos and what they stand for: a word of five letters or more that the index
 * never uses (`df` 0), that the reader did not write as a name, and that retrieved sections hold
 * within one edit (`backgound` → `background`). Such a word weighs what the word it stands for
 * weighs; counted as a word the docs never use, it would outweigh every other word of the
 * question and rank first whatever section happens to hold the misspelled word.
 */
export function typosOf(
  question: Question,
  passages: readonly Passage[],
  df: Readonly<Record<string, number>>,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const typos = question.terms.filter(
    (t) => !t.name && t.term.length >= TYPO_LENGTH && !df[t.term] && t.variants.length === 1,
  );
  if (!typos.length) return out;
  const words = termsOf(passages.map((p) => `${p.pageTitle} ${p.headings} ${p.text}`).join('\n'));
  for (const typo of typos) {
    const near = [...words].filter((w) => w !== typo.term && withinOneEdit(typo.term, w));
    if (near.length) out.set(typo.term, near);
  }
  return out;
}
