import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useElementIn } from './use-element-in.js';

/**
 * DocSearch's error screen (same markup and classes), shown in the modal's result
 * area in place of the "no results" screen DocSearch falls back to after a failure.
 */
export function ErrorScreen({
  host,
  titleText,
  helpText,
}: {
  host: RefObject<HTMLElement | null>;
  titleText: string;
  helpText: string;
}) {
  const dropdown = useElementIn(host, '.DocSearch-Dropdown');
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen sk-search-error" role="alert">
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}
