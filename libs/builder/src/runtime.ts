/**
 * Whether the builder runs from its TypeScript sources (in the framework's repository, under a
 * TypeScript loader) rather than from its published JavaScript. From sources, Node itself can
 * import TypeScript, and the libraries are read from their sources too.
 */
export const fromSources = import.meta.url.endsWith('.ts');

/** How Vite loads a site's config: by Node from sources, bundled by Vite when published. */
export const configLoader = fromSources ? ('native' as const) : ('bundle' as const);

/** The parent's `--conditions`; from sources, the libraries' sources too (as in a test runner). */
export function workerConditions(): string[] {
  const args = process.execArgv;
  const conditions = args.flatMap((a, i) =>
    a.startsWith('--conditions=')
      ? [a]
      : (a === '--conditions' || a === '-C') && args[i + 1]
        ? [`--conditions=${args[i + 1]}`]
        : [],
  );
  if (fromSources && !conditions.includes('--conditions=@sitekit/source'))
    conditions.push('--conditions=@sitekit/source');
  return conditions;
}
