import type { CopyEnvironment, CopyState } from './copy-markdown.js';
import { markdownPathOf } from './copy-markdown.js';
import { useCopyPageMarkdown } from './use-copy-page-markdown.js';

export { markdownPathOf, type CopyEnvironment, type CopyState } from './copy-markdown.js';
export { useCopyPageMarkdown, COPY_RESET_MS } from './use-copy-page-markdown.js';

/** What the status region says in each state; empty when idle, so nothing is announced. */
const messages: Record<CopyState, string> = {
  idle: '',
  copying: 'Copying the page as Markdown…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page.',
};

/**
 * A button that copies the current page's Markdown twin (`<path>.md`) to the clipboard. The
 * result is announced politely; after a failure a link offers the Markdown to open instead.
 */
export function CopyPageMarkdown({
  path,
  label = 'Copy page as Markdown',
  environment,
}: {
  /** The page's route path (`module.route.path`); its Markdown is `<path>.md`. */
  path: string;
  /** The button's visible text. @default 'Copy page as Markdown' */
  label?: string;
  /** Fetch and clipboard to use; the browser's by default. */
  environment?: CopyEnvironment;
}) {
  const { state, copy } = useCopyPageMarkdown(path, environment);
  return (
    <div className="sk-copy-page" data-state={state}>
      <button type="button" className="sk-copy-page__button" onClick={copy}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d={state === 'copied' ? checkIcon : copyIcon}
            fillRule="evenodd"
          />
        </svg>
        {label}
      </button>
      <span className="sk-copy-page__status" role="status" aria-live="polite">
        {messages[state]}
      </span>
      {state === 'failed' && (
        <a className="sk-copy-page__fallback" href={markdownPathOf(path)}>
          Open the Markdown
        </a>
      )}
    </div>
  );
}

const copyIcon =
  'M8 2h10a2 2 0 0 1 2 2v12h-2V4H8V2Zm-4 4h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm0 2v12h10V8H4Z';
const checkIcon = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z';
