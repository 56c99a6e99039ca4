import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserEnvironment,
  copyPageMarkdown,
  type CopyEnvironment,
  type CopyState,
} from './copy-markdown.js';

/** How long "copied" or "failed" stays before the control is idle again. */
export const COPY_RESET_MS = 3000;

/**
 * Copies the Markdown twin of the page at `path`. The state belongs to that path: after a
 * navigation it reads `idle`, and a copy that finishes late does not show on the new page.
 */
export function useCopyPageMarkdown(
  path: string,
  environment?: CopyEnvironment,
): { state: CopyState; copy: () => void } {
  const [status, setStatus] = useState<{ path: string; state: CopyState }>({
    path,
    state: 'idle',
  });
  // Numbers the copies, so one overtaken by a newer copy never reports.
  const attempts = useRef(0);
  const state = status.path === path ? status.state : 'idle';

  const copy = useCallback(() => {
    if (state === 'copying') return;
    const attempt = ++attempts.current;
    // A report for a page left meanwhile is kept under that page's path, so it never shows here.
    const report = (next: CopyState) => {
      if (attempts.current === attempt) setStatus({ path, state: next });
    };
    report('copying');
    copyPageMarkdown(path, environment ?? browserEnvironment()).then(
      () => report('copied'),
      () => report('failed'),
    );
  }, [path, environment, state]);

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return;
    const timer = setTimeout(() => setStatus({ path, state: 'idle' }), COPY_RESET_MS);
    return () => clearTimeout(timer);
  }, [path, state]);

  return { state, copy };
}
