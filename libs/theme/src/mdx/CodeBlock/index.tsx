import { useEffect, useState, type ReactNode } from 'react';
import type { CodeBlockData } from '../../head/vocabulary.js';

/** A build-time highlighted code block with an optional title and a copy button. */
export function CodeBlock({
  title,
  code,
  language,
  children,
}: Omit<CodeBlockData, 'language'> & { language?: string; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <figure className="sk-code" data-language={language}>
      {title && <figcaption className="sk-code__title">{title}</figcaption>}
      <div className="sk-code__body">
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
    </figure>
  );
}
