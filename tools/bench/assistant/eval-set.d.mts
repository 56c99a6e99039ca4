/** One evaluation case of the offline docs assistant: a question and the sections that answer it. */
export interface EvalCase {
  /** The question, in a reader's words. */
  question: string;
  /**
   * How-to task, API fact, a Remotion-sounding question the docs do not answer, or a question
   * that has nothing to do with Remotion. The last two expect the assistant to abstain.
   */
  kind: 'howto' | 'api' | 'unanswerable' | 'offtopic';
  /**
   * `url`s of records in `dist/_sk/search-index.json` that answer the question (page path plus
   * `#anchor` of the heading section, or the bare page path when the page intro answers), most
   * specific first. Empty for `unanswerable` and `offtopic`.
   */
  answers: string[];
  /** 1–3 words a passage must contain (case-insensitive) to cover the question. */
  terms?: string[];
}

/** The evaluation set shared by the assistant bench and the assistant quality test. */
export declare const evalSet: EvalCase[];
