/**
 * Whether the builder runs from its TypeScript sources (in the framework's repository, under a
 * TypeScript loader) rather than from its published JavaScript. From sources, Node itself can
 * import TypeScript, and the libraries are read from their sources too.
 */
export const fromSources = import.meta.url.endsWith('.ts');

/** How Vite loads a site's config: by Node from sources, bundled by Vite when published. */
export const configLoader = fromSources ? ('native' as const) : ('bundle' as const);
