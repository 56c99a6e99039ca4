import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import type { Answer } from '../docs-assistant';
import { AnswerView, type AnswerLink } from './AnswerView';
import './local-assistant.css';

export { ANSWER_LABEL, NOT_COVERED, WRITTEN_LABEL, type AnswerLink } from './AnswerView';

/** Where the transcript is kept for the tab's session, so it survives navigations and reloads. */
export const TRANSCRIPT_KEY = 'site-ai-transcript';

type Settled = Extract<Turn, { state: 'answered' }>;

function readTranscript(): Settled[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(TRANSCRIPT_KEY) ?? '[]') as Settled[];
    return Array.isArray(saved) ? saved.filter((t) => t.state === 'answered') : [];
  } catch {
    return [];
  }
}

/** One question and where its answer stands. */
type Turn = { id: number; question: string } & (
  | { state: 'pending' }
  | { state: 'answered'; answer: Answer }
  | { state: 'failed' }
);

/** Props of `LocalAssistant`. */
export interface LocalAssistantProps {
  /** Answers a question; a rejection shows a retry hint. */
  ask(question: string): Promise<Answer>;
  /** Renders the source links. @default a plain `<a>` */
  link?: AnswerLink;
  /** The question input (the parent's `focus` message focuses it). */
  inputRef?: Ref<HTMLInputElement>;
  /** Example questions offered, as buttons, before the first question. */
  suggestions?: readonly string[];
  /** Whether a language model also writes answers (the intro then says so). @default false */
  writesAnswers?: boolean;
}

const PlainLink: AnswerLink = ({ children, ...rest }) => <a {...rest}>{children}</a>;

/** The local docs assistant's chat UI: a transcript of questions and cited answers, and an input. */
export function LocalAssistant({
  ask,
  link = PlainLink,
  inputRef,
  suggestions = [],
  writesAnswers = false,
}: LocalAssistantProps) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(0);
  const restored = useRef(false);
  const newest = useRef<HTMLDivElement>(null);

  // After hydration (the server has no session): the transcript of earlier pages of this tab.
  useEffect(() => {
    const saved = readTranscript();
    nextId.current = saved.reduce((max, t) => Math.max(max, t.id + 1), 0);
    if (saved.length) setTurns((now) => [...saved, ...now]);
    restored.current = true;
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    try {
      const settled = turns.filter((t): t is Settled => t.state === 'answered');
      sessionStorage.setItem(TRANSCRIPT_KEY, JSON.stringify(settled.slice(-20)));
    } catch {
      // Storage full or off: the transcript lasts as long as the page.
    }
    // The newest turn's start in view; the input stays below the log.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    newest.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [turns]);

  const settle = (id: number, update: Turn) =>
    setTurns((all) => all.map((t) => (t.id === id ? update : t)));
  const send = (text: string) => {
    const question = text.trim();
    if (!question) return;
    const id = nextId.current++;
    setDraft('');
    setTurns((all) => [...all, { id, question, state: 'pending' }]);
    ask(question).then(
      (answer) => settle(id, { id, question, state: 'answered', answer }),
      () => settle(id, { id, question, state: 'failed' }),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <div className="site-ai">
      <p className="site-ai__intro">
        {writesAnswers
          ? 'Ask a question about the docs. A language model writes the answer from the sections of the documentation that search finds, citing them; the sections follow, quoted, with links and code. When the docs do not cover a question, it says so.'
          : 'Ask a question about the docs. Answers quote the sections of the documentation that answer it, with links and code — found by search, not written by a language model. When the docs do not cover a question, it says so.'}
      </p>
      {turns.length === 0 && suggestions.length > 0 && (
        <div className="site-ai__suggestions">
          <p className="site-ai__label" id="site-ai-suggestions">
            Try asking
          </p>
          <ul aria-labelledby="site-ai-suggestions">
            {suggestions.map((question) => (
              <li key={question}>
                <button type="button" onClick={() => send(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="site-ai__log" role="log" aria-live="polite" aria-label="Conversation">
        {turns.map((turn, i) => (
          <div
            key={turn.id}
            className="site-ai__turn"
            ref={i === turns.length - 1 ? newest : undefined}
          >
            <p className="site-ai__question">{turn.question}</p>
            {turn.state === 'pending' && (
              <p className="site-ai__status">Searching the documentation…</p>
            )}
            {turn.state === 'failed' && (
              <p className="site-ai__status site-ai__status--error">
                The documentation index could not be loaded. Check your connection and ask again.
              </p>
            )}
            {turn.state === 'answered' && <AnswerView answer={turn.answer} link={link} />}
          </div>
        ))}
      </div>
      <form className="site-ai__form" onSubmit={onSubmit}>
        <label className="sk-visually-hidden" htmlFor="site-ai-question">
          Your question
        </label>
        <input
          id="site-ai-question"
          ref={inputRef}
          className="site-ai__input"
          type="text"
          autoComplete="off"
          placeholder="Ask a question about the docs"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button className="site-ai__submit" type="submit" disabled={!draft.trim()}>
          Ask
        </button>
      </form>
    </div>
  );
}
