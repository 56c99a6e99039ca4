/**
 * After a deploy, a tab opened on the previous build may ask for a chunk that no longer
 * exists (once the old build's grace period is over). Such a failure reloads the page onto
 * the new build once; when the reader has typed something a reload would lose, a notice
 * offers the reload instead. A guard in session storage prevents reload loops.
 */

const GUARD_KEY = 'sk-stale-build-reload';
/** A second chunk failure within this time of a reload is not the stale build: no new reload. */
const GUARD_MS = 30_000;

const chunkFailure =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether an error is a lazily loaded chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return chunkFailure.test(message);
}

/** Whether the focused field holds text the reader typed. */
function readerIsTyping(doc: Document): boolean {
  const el = doc.activeElement;
  return (
    (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
    el.type !== 'button' &&
    el.value.trim() !== ''
  );
}

function showNotice(win: Window) {
  const doc = win.document;
  if (doc.getElementById('sk-stale-build')) return;
  const notice = doc.createElement('div');
  notice.id = 'sk-stale-build';
  notice.className = 'sk-stale-build';
  notice.setAttribute('role', 'status');
  notice.textContent = 'This site was updated. ';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sk-button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => win.location.reload());
  notice.append(button);
  doc.body.append(notice);
}

/**
 * Records a full reload the app makes for its own reasons (the router's, after a failed route
 * load), so a chunk failure right after it is shown as such instead of reloading again.
 */
export function markFullReload(win: Window) {
  win.sessionStorage.setItem(GUARD_KEY, String(Date.now()));
}

/** Reloads once onto the new build (or offers to); returns whether it acted. */
export function recoverFromStaleBuild(win: Window): boolean {
  const last = Number(win.sessionStorage.getItem(GUARD_KEY) ?? 0);
  if (Date.now() - last < GUARD_MS) return false;
  if (readerIsTyping(win.document)) {
    showNotice(win);
    return true;
  }
  markFullReload(win);
  win.location.reload();
  return true;
}

/**
 * Listens for failed chunk loads anywhere in the app (lazy components, providers, preloads).
 * It acts a moment later: a failed route load is the router's to handle (it reloads the
 * target page itself), and by then its reload has been recorded.
 */
export function installStaleBuildRecovery(win: Window) {
  const later = () => win.setTimeout(() => recoverFromStaleBuild(win), 150);
  win.addEventListener('vite:preloadError', later);
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) later();
  });
  win.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) later();
  });
}

/** A dynamic import that, when its chunk is gone after a deploy, moves the tab to the new build. */
export function freshImport<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window !== 'undefined' && isChunkLoadError(error)) recoverFromStaleBuild(window);
    throw error;
  });
}
