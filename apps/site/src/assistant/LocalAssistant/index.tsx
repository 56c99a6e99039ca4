import { useRef, useState, type FormEvent, type Ref } from 'react';
import type { Answer } from '../docs-assistant';
import { AnswerView, type AnswerLink } from './AnswerView';
import './local-assistant.css';

export { ANSWER_LABEL, type AnswerLink } from './AnswerView';

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
}

const PlainLink: AnswerLink = ({ children, ...rest }) => <a {...rest}>{children}</a>;

/** The local docs assistant's chat UI: a transcript of questions and cited answers, and an input. */
export function LocalAssistant({
  ask,
  link = PlainLink,
  inputRef,
  suggestions = [],
}: LocalAssistantProps) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(0);

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
        Ask a question about the docs. Answers quote the documentation sections that match it, with
        links — they are found by search, not written by a language model.
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
        {turns.map((turn) => (
          <div key={turn.id} className="site-ai__turn">
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
