import { bareText, normalizeTerm } from '@sitekit/search';

/** One informative word of a question and the terms that count as it. */
export interface QuestionTerm {
  /** The word's normalized term (`fading` → `fading`, `Sequences` → `sequence`). */
  term: string;
  /** Terms that count as the word: the term, its stems, and its aliases, normalized. */
  variants: string[];
  /**
   * Whether the reader wrote it as a name (capitalized inside a sentence: `Vimeo`), which is
   * spelled as meant rather than a typo of a docs word (`video`).
   */
  name?: boolean;
}

/** A question, read for retrieval. */
export interface Question {
  text: string;
  terms: QuestionTerm[];
  /**
   * Names of code the question mentions (`useCurrentFrame`, `<Sequence>`, `spring()`), bare;
   * after retrieval also the page titles it spells in plain words (`current frame` →
   * `usecurrentframe`, see `spelled.ts`).
   */
  apiNames: string[];
  /**
   * What a which/what question asks for (`Which events can I…` → `event`, `What is the
   * default direction of…` → `direction`), see {@link focusOf}: a section headed by it is
   * about what the reader wants listed or stated.
   */
  focus: string[];
  /** Words it writes as code (`` `damping` ``), as written: a table row it names, say. */
  inCode: string[];
  /** Whether it asks how to do something (an answer then shows code). */
  howTo: boolean;
  /** Whether it asks for a quantity (`how many`, `how long`, `the max number`): a figure answers it. */
  figure: boolean;
  /** Every variant of every term, as one query for the index. */
  query: string;
  /** Runs of adjacent words that may spell a code name, joined (`current frame` → `currentframe`). */
  phrases: string[];
}

/** Words that shape a question but say nothing about its subject. */
const QUESTION_WORDS = new Set(
  'how happen make what which who whom whose why when where can could should would will does did is are was were am i me my mine we our ours you your it its there here possible way ways want need get got please tell explain show know anyone using use'.split(
    ' ',
  ),
);

/** Ways a reader asks how to do something: at the start of a sentence, or "how do I" anywhere. */
const HOW_TO =
  /(^|[.!?]\s+)\s*(how|can i|could i|is there a way|what'?s the (best )?way|i want|i need|show me)\b|\bhow (do|can|could|should) (i|we)\b/i;

/** Ways a reader asks for a quantity: a count, a duration, a size, a bound. */
const FIGURE =
  /\b(how (many|much|long|often|big|large|small|fast|high|low)|max(imum)?|min(imum)?|limits?|at (most|least)|number of|up to)\b/i;

const CODE_NAME = /<([A-Z][\w.]*)\s*\/?>|\b([a-z]+[A-Z][\w]*|[A-Z][a-z]+[A-Z][\w]*)\b|\b(\w+)\(\)/g;

/** What precedes a sentence's first word: nothing, or an end of sentence and spaces. */
const SENTENCE_START = /(^|[.!?:]\s*)[\s"'(`]*$/;

/** Whether a stem keeps a vowel followed by a consonant (Porter's measure ≥ 1: `fad`, not `spe`). */
const HAS_SYLLABLE = /[aeiouy][^aeiouy]|[aeiou]y/;

/**
 * The stem of a normalized term, the same for a word's inflections so a question's word and
 * a passage's meet (`fade`, `fading`, `faded` → `fad`; `stopped` → `stop`): a light Porter
 * step (`-ing`, `-ed`, `-ly`, then a final `e`), never leaving fewer than three letters or a
 * stem without a syllable (`speed`, `string` stay whole).
 */
export function stemOf(term: string): string {
  const strip = (suffix: string) => {
    const rest = term.slice(0, -suffix.length);
    return term.endsWith(suffix) && rest.length >= 3 && HAS_SYLLABLE.test(rest) ? rest : null;
  };
  const inflected = strip('ing') ?? strip('ed');
  let stem = inflected ?? strip('ly') ?? term;
  // `stopp(ed)` → `stop`, as `stop` is written; `fill`, `pass` and `buzz` keep their pair.
  if (inflected && /([^aeiouylsz])\1$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('e') && HAS_SYLLABLE.test(stem.slice(0, -1)))
    stem = stem.slice(0, -1);
  return stem;
}

/** Stems of a normalized term other than itself (see {@link stemOf}): `fading` → `fad`. */
export function stems(term: string): string[] {
  const stem = stemOf(term);
  return stem === term ? [] : [stem];
}

/**
 * How a stem is sent to the index, which reads every query word as a prefix too: a stem
 * of three letters would find unrelated words (`dur` of `during` finds `duration`, `cod` of
 * `code` finds `codec`), so it is sent with the `e` its word ends in (`fad` of `fading` →
 * `fade`, which then finds `fade`, `faded`, `fades`); the question's own word is sent too.
 */
export function searchForm(stem: string): string {
  return stem.length > 3 ? stem : `${stem}e`;
}

/**
 * Reads a question: its informative words (question words and stop words dropped), each
 * with stems and the site's aliases (`music` → `audio`); the code names it mentions; and
 * whether it asks how to do something.
 */
export function analyzeQuestion(
  text: string,
  aliases: Readonly<Record<string, readonly string[]>> = {},
): Question {
  const seen = new Set<string>();
  const terms: QuestionTerm[] = [];
  const searched: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const [word] = match;
    const term = normalizeTerm(word);
    if (!term || QUESTION_WORDS.has(term) || seen.has(term)) continue;
    seen.add(term);
    const extra = (aliases[term] ?? []).map((a) => normalizeTerm(a)).filter((a) => a !== null);
    const variants = [term, ...extra].flatMap((v) => [v, ...stems(v)]);
    searched.push(...[term, ...extra].flatMap((v) => [v, ...stems(v).map(searchForm)]));
    const name = /^\p{Lu}/u.test(word) && !SENTENCE_START.test(text.slice(0, match.index));
    terms.push({ term, variants: [...new Set(variants)], ...(name ? { name } : {}) });
  }
  const apiNames = [...text.matchAll(CODE_NAME)].map((m) => bareText(m[1] ?? m[2] ?? m[3] ?? ''));
  return {
    text,
    terms,
    apiNames: [...new Set(apiNames.filter(Boolean))],
    focus: focusOf(text),
    inCode: [...text.matchAll(/`([\w.]+)`/g)].map((m) => m[1]!),
    howTo: HOW_TO.test(text),
    figure: FIGURE.test(text),
    query: [...new Set(searched)].join(' '),
    phrases: phrasesOf(text),
  };
}

/** How a question that asks for a kind of thing opens: `which`, `what`, `what is the`, `how many`. */
const ASKS_FOR = /^\s*(?:which|what(?:\s+(?:is|are)\s+the)?|how\s+many)\s+/i;

/**
 * What a which/what question asks for: the last word of the run of informative words right
 * after its opening, as English puts a noun phrase's head last (`Which output containers
 * can…` → `container`, `What is the default direction of…` → `direction`); none for other
 * questions, nor for `what does…` or `what is…` without `the`.
 */
export function focusOf(text: string): string[] {
  const opening = ASKS_FOR.exec(text);
  if (!opening) return [];
  let head: string | undefined;
  for (const [, word = '', separator] of text
    .slice(opening[0].length)
    .matchAll(/([\p{L}\p{N}]+)(\S*)/gu)) {
    const term = normalizeTerm(word);
    if (!term || QUESTION_WORDS.has(term) || QUESTION_WORDS.has(word.toLowerCase())) break;
    head = term;
    // A comma or other mark ends the phrase (`What memory, disk and timeout…`).
    if (separator) break;
  }
  return head ? [head] : [];
}

/** Most words a phrase may join (`audio duration in seconds`). */
const PHRASE_WORDS = 4;

/**
 * The runs of two to {@link PHRASE_WORDS} adjacent words that may spell a code name, joined
 * and normalized: each opens and closes on an informative word and holds no question word
 * (a stop word may sit inside: `duration in frames` → `durationinframe`).
 */
export function phrasesOf(text: string): string[] {
  const kinds = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => {
    const term = normalizeTerm(word);
    const kind =
      QUESTION_WORDS.has(word.toLowerCase()) || (term && QUESTION_WORDS.has(term))
        ? 'question'
        : term
          ? 'informative'
          : 'stop';
    return { word, kind };
  });
  const out = new Set<string>();
  kinds.forEach(({ kind }, i) => {
    if (kind !== 'informative') return;
    for (let end = i + 1; end < Math.min(i + PHRASE_WORDS, kinds.length); end++) {
      const last = kinds[end]!;
      if (last.kind === 'question') break;
      if (last.kind === 'stop') continue;
      const joined = normalizeTerm(
        kinds
          .slice(i, end + 1)
          .map((k) => k.word)
          .join(''),
      );
      if (joined) out.add(joined);
    }
  });
  return [...out];
}
