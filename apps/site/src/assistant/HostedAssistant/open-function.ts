/** How long the Ask AI button waits for the hosted script (loaded async) to define its open function. */
export const OPEN_FUNCTION_TIMEOUT_MS = 10_000;
const POLL_MS = 100;

/** The function at a dotted path below `root` (`Kapa.open` → `root.Kapa.open`), called on its owner; null while there is none. */
export function globalFunction(root: object, path: string): (() => unknown) | null {
  const names = path.split('.');
  const last = names.pop() ?? '';
  let owner: unknown = root;
  for (const name of names) owner = (owner as Record<string, unknown> | null | undefined)?.[name];
  const fn = (owner as Record<string, unknown> | null | undefined)?.[last];
  return typeof fn === 'function' ? () => (fn as () => unknown).call(owner) : null;
}

/**
 * Calls the hosted assistant's open function, waiting for its script to define it (a reader
 * may click before the script has run). Resolves whether it was called; a function still
 * missing after `timeoutMs` (the script was blocked or failed, or the name is wrong) is logged.
 */
export function callOpenFunction(
  win: Pick<Window, 'setTimeout'>,
  path: string,
  timeoutMs = OPEN_FUNCTION_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let waited = 0;
    const attempt = () => {
      const open = globalFunction(win, path);
      if (open) {
        resolve(true);
        open();
      } else if (waited >= timeoutMs) {
        console.warn(
          `The hosted assistant did not define window.${path} within ${timeoutMs / 1000} s: its script did not load, or assistant.openFunction names another function.`,
        );
        resolve(false);
      } else {
        waited += POLL_MS;
        win.setTimeout(attempt, POLL_MS);
      }
    };
    attempt();
  });
}
