import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CodeBlockData } from '../../head/vocabulary.js';
import { attachTypeHovers } from './type-hovers.js';

/**
 * A build-time highlighted code block with an optional title and a copy button; in a
 * type-checked (`twoslash`) block, identifiers show their types on hover and keyboard focus.
 */
export function CodeBlock({
  title,
  code,
  language,
  twoslash,
  html,
  children,
}: Omit<CodeBlockData, 'language'> & { language?: string; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!twoslash || !body.current) return undefined;
    return attachTypeHovers(body.current, window);
  }, [twoslash]);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <figure className="sk-code" data-language={language}>
      {title && <figcaption className="sk-code__title">{title}</figcaption>}
      <div className="sk-code__body" ref={body}>
        {html !== undefined && (
          <div className="sk-code__pre" dangerouslySetInnerHTML={{ __html: html }} />
        )}
        {children}
        <button
          type="button"
          className="sk-code__copy"
          aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(
              () => setCopied(true),
              () => {},
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <span className="sk-visually-hidden" aria-live="polite">
          {copied ? 'Copied to clipboard' : ''}
        </span>
      </div>
      {twoslash && (
        <p className="sk-twoslash-hint" data-search-ignore="">
          Arrow keys: the next or previous name’s type. Escape: hide it.
        </p>
      )}
    </figure>
  );
}
