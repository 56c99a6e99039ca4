import type { PreviewComposition, PreviewLoader } from '../../previews/types';

const cache = new WeakMap<PreviewLoader, Promise<PreviewComposition | null>>();

/**
 * The composition a loader resolves to, fetched once per loader: a stable promise for
 * React's `use()`, so every card that shows the same preview shares one request. A chunk
 * that fails to load resolves to `null` and the preview keeps its empty box: a broken
 * decoration must not crash the page around it.
 */
export function loadComposition(load: PreviewLoader): Promise<PreviewComposition | null> {
  let promise = cache.get(load);
  if (!promise) {
    promise = load().then(
      (module) => module.default,
      (error: unknown) => {
        console.error('A video preview failed to load.', error);
        return null;
      },
    );
    cache.set(load, promise);
  }
  return promise;
}
