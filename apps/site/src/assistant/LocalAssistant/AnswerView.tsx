import type { AnchorHTMLAttributes, ComponentType } from 'react';
import type { Answer } from '../docs-assistant';

/** A link the transcript renders (the page decides whether it navigates or tells the parent). */
export type AnswerLink = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/** The label every answer carries: it is quoted documentation, not generated text. */
export const ANSWER_LABEL =
  'Answer drawn from the documentation — these sections match your question:';

/** One answer: the cited sections, each with a short quote and a link; or a plain "nothing found". */
export function AnswerView({ answer, link: Link }: { answer: Answer; link: AnswerLink }) {
  if (answer.kind === 'none') {
    return (
      <p className="site-ai__status">
        No section of the documentation matches this question. Try other words, or the search in the
        navbar.
      </p>
    );
  }
  return (
    <div className="site-ai__answer">
      <p className="site-ai__label">{ANSWER_LABEL}</p>
      <ol className="site-ai__sources">
        {answer.citations.map((c) => (
          <li key={c.url} className="site-ai__source">
            <Link href={c.url} className="site-ai__source-link">
              {c.title}
            </Link>
            {c.quote && <blockquote className="site-ai__quote">{c.quote}</blockquote>}
          </li>
        ))}
      </ol>
    </div>
  );
}
