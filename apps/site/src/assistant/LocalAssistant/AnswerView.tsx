import type { AnchorHTMLAttributes, ComponentType } from 'react';
import type { Answer, WrittenAnswer } from '../docs-assistant';
import { citationRuns } from '../answer/written';

/** A link the transcript renders (the page decides whether it navigates or tells the parent). */
export type AnswerLink = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/** The label every answer carries: it is quoted documentation, not generated text. */
export const ANSWER_LABEL = 'From the documentation:';

/** The label of an answer a language model wrote from the quoted sections. */
export const WRITTEN_LABEL = 'Written by a language model from the sections quoted below:';

/** The model's answer, paragraph by paragraph, its `[n]` citations linking to the sections. */
function WrittenView({ written, link: Link }: { written: WrittenAnswer; link: AnswerLink }) {
  return (
    <div className="site-ai__written">
      <p className="site-ai__label">{WRITTEN_LABEL}</p>
      {written.text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>
          {citationRuns(paragraph, written.sources.length).map((run, j) => {
            if (typeof run === 'string') return run;
            const source = written.sources[run - 1]!;
            return (
              <Link key={j} href={source.url} aria-label={`Source ${run}: ${source.title}`}>
                [{run}]
              </Link>
            );
          })}
        </p>
      ))}
    </div>
  );
}

/** What the assistant says when the docs do not cover a question. */
export const NOT_COVERED = 'The documentation does not seem to cover this question.';

/**
 * One answer: the section that answers, quoted in whole sentences with its link; its code
 * sample for a how-to; further sections. Or, when the docs do not cover the question, that,
 * with the closest pages and a search link.
 */
export function AnswerView({ answer, link: Link }: { answer: Answer; link: AnswerLink }) {
  if (answer.kind === 'none') {
    return (
      <div className="site-ai__answer site-ai__answer--none">
        <p className="site-ai__status">{NOT_COVERED}</p>
        {answer.closest.length > 0 && (
          <>
            <p className="site-ai__label">The closest pages:</p>
            <ul className="site-ai__more">
              {answer.closest.map((c) => (
                <li key={c.url}>
                  <Link href={c.url}>{c.title}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link href={answer.searchUrl}>Search the documentation for it</Link>
        </p>
      </div>
    );
  }
  const { lead, code, more, written } = answer;
  return (
    <div className="site-ai__answer">
      {written?.kind === 'written' && <WrittenView written={written.answer} link={Link} />}
      {written?.kind === 'failed' && (
        <p className="site-ai__status site-ai__status--error">
          {written.reason} The documentation's own words follow.
        </p>
      )}
      <p className="site-ai__label">{ANSWER_LABEL}</p>
      <figure className="site-ai__lead">
        {lead.quote && <blockquote className="site-ai__quote">{lead.quote}</blockquote>}
        <figcaption>
          <Link href={lead.url} className="site-ai__source-link">
            {lead.title}
          </Link>
        </figcaption>
      </figure>
      {code && (
        <figure className="site-ai__code">
          {/* A scrolling region must take keyboard focus to scroll without a mouse (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre tabIndex={0}>
            <code>{code.code}</code>
          </pre>
          {code.url !== lead.url && (
            <figcaption>
              <Link href={code.url}>{code.title}</Link>
            </figcaption>
          )}
        </figure>
      )}
      {more.length > 0 && (
        <>
          <p className="site-ai__label">Read more:</p>
          <ul className="site-ai__more">
            {more.map((c) => (
              <li key={c.url} className="site-ai__source">
                <Link href={c.url} className="site-ai__source-link">
                  {c.title}
                </Link>
                {c.quote && <p className="site-ai__excerpt">{c.quote}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
