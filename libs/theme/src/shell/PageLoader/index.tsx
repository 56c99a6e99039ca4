import type { ReactNode } from 'react';
import { useDelayPassed, useLoader } from '../../logic/use-loader.js';

/** Delay before the spinner appears: fast loads show nothing. */
export const SPINNER_DELAY_MS = 200;

/** A centred animated spinner (a 1.5 s rotation and a 3 s dash cycle). */
export function Spinner() {
  return (
    <div className="sk-spinner" role="status">
      <svg viewBox="0 0 50 50" width="48" height="48" aria-hidden="true">
        <circle cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
      </svg>
      <span className="sk-visually-hidden">Loading…</span>
    </div>
  );
}

/** The failure panel: the error text and a Retry button that loads again. */
export function LoadError({
  error,
  onRetry,
}: {
  /** Why the load failed; its message is shown as is. */
  error: Error;
  /** Loads again (the Retry button). */
  onRetry: () => void;
}) {
  return (
    <div className="sk-load-error" role="alert">
      <p>{error.message}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Loads a page module and renders it: loading (spinner, only if slow), failed (error and Retry) or loaded. */
export function PageLoader<T>({
  load,
  children,
}: {
  /** Loads the page module; a rejection shows the error panel. */
  load: () => Promise<T>;
  /** Renders the loaded value. */
  children: (value: T) => ReactNode;
}) {
  const [state, retry] = useLoader(load);
  const slow = useDelayPassed(SPINNER_DELAY_MS);
  if (state.status === 'loaded') return <>{children(state.value)}</>;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={retry} />;
  return slow ? <Spinner /> : null;
}
