import { bareText, camelParts, normalizeTerm } from '@sitekit/search';

/** A code name: a word with a lowercase letter followed by a capital (`playbackRate`, `OffthreadVideo`). */
const CODE_WORD = /\p{L}[\p{L}\p{N}]*\p{Ll}\p{Lu}[\p{L}\p{N}]*/gu;

/**
 * The code names in `titles` (headings or page titles as written) that a question spells
 * in plain words, bare: its phrase `offthreadvideo` spells `<OffthreadVideo>`. A phrase that
 * spells no name whole may spell one but for its first part when two or more remain
 * (`current frame` → `useCurrentFrame()`, the leading verb left out). `phrases` are the
 * question's runs of words, joined and normalized (see `phrasesOf`).
 */
export function namesSpelled(phrases: readonly string[], titles: Iterable<string>): string[] {
  const whole = new Map<string, Set<string>>();
  const tail = new Map<string, Set<string>>();
  const add = (by: Map<string, Set<string>>, spelling: string | null, name: string) => {
    if (!spelling) return;
    const names = by.get(spelling) ?? new Set<string>();
    by.set(spelling, names.add(bareText(name)));
  };
  for (const title of titles) {
    for (const [name] of title.matchAll(CODE_WORD)) {
      const parts = camelParts(name);
      add(whole, normalizeTerm(parts.join('')), name);
      if (parts.length > 2) add(tail, normalizeTerm(parts.slice(1).join('')), name);
    }
  }
  return [...new Set(phrases.flatMap((p) => [...(whole.get(p) ?? tail.get(p) ?? [])]))];
}

/** A component's name in a title: `<Sequence>`, `<Player />`. */
const COMPONENT = /<([A-Z][\p{L}\p{N}]*)/gu;

/**
 * The components titled in `titles` that a question writes by name without brackets, in
 * the name's own case (`on a Sequence` → `<Sequence>`; `a sequence of clips` is a word),
 * bare.
 */
export function componentsWritten(text: string, titles: Iterable<string>): string[] {
  const words = new Set(text.match(/[\p{L}\p{N}]+/gu));
  const out = new Set<string>();
  for (const title of titles)
    for (const [, name] of title.matchAll(COMPONENT))
      if (words.has(name!)) out.add(bareText(name!));
  return [...out];
}
