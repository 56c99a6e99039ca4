import { useCallback, useEffect, useState } from 'react';

/** The states of loading a page module: one string, not a pile of booleans. */
export type LoaderState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  | { status: 'loaded'; value: T };

/** Runs `load` on mount and on `retry()`; reports loading, failed or loaded. */
export function useLoader<T>(load: () => Promise<T>): [LoaderState<T>, () => void] {
  const [state, setState] = useState<LoaderState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => live && setState({ status: 'loaded', value }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** True once `ms` have passed since mount: slow loads show a spinner, fast ones show nothing. */
export function useDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(t);
  }, [ms]);
  return passed;
}
