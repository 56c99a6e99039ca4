import { normalizeTerm } from '@sitekit/search';
import { hasTerm, termsOf, type Passage } from './passages';
import type { Question } from './question';

/**
 * Multiplier of a section of a variant page (see {@link variantPages}); tuned on the
 * evaluation set (`npm run bench`).
 */
export const VARIANT_WEIGHT = 0.7;

/**
 * Pages that are another retrieved page for something the question does not ask about: the
 * other's title (two words or more) plus words the question does not use, as
 * `npx remotion cloudrun render` is `npx remotion render` for Cloud Run. A reader who names
 * no product asks about the plain page.
 */
export function variantPages(passages: readonly Passage[], question: Question): Set<string> {
  const titles = new Map<string, string[]>();
  for (const p of passages) titles.set(p.page, titleWords(p.pageTitle));
  const out = new Set<string>();
  for (const [page, words] of titles)
    for (const [other, base] of titles) {
      if (other === page || base.length < 2 || base.length >= words.length) continue;
      if (!base.every((w) => words.includes(w))) continue;
      const extra = words.filter((w) => !base.includes(w));
      if (!extra.some((w) => asks(question, w))) out.add(page);
    }
  return out;
}

const titleWords = (title: string) => [
  ...new Set(
    [...title.matchAll(/[\p{L}\p{N}]+/gu)].map(([w]) => normalizeTerm(w)).filter((w) => w !== null),
  ),
];

/** Whether the question uses a word: as one of its words, or spelled apart (`Cloud Run`). */
const asks = (question: Question, word: string) =>
  question.phrases.includes(word) || question.terms.some((t) => hasTerm(termsOf(word), t));

/**
 * The names the question writes (`Vimeo`, `Blender`) that no retrieved section holds: a
 * question about a product or tool the docs never mention is not one they answer, however
 * well its other words match.
 */
export function namesUnknown(question: Question, passages: readonly Passage[]): string[] {
  const names = question.terms.filter((t) => t.name);
  if (!names.length) return [];
  const all = termsOf(
    passages.map((p) => [p.pageTitle, p.headings, p.text, ...p.code].join('\n')).join('\n'),
  );
  return names.filter((t) => !hasTerm(all, t)).map((t) => t.term);
}
