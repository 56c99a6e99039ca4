import { createContext, use, useMemo, type ReactNode } from 'react';
import { mdxComponents } from '../mdx/components.js';
import type { MdxComponents } from '../route-module.js';

const Context = createContext<MdxComponents>(mdxComponents);

/**
 * Adds a site's own author components (live demos, product widgets) to the theme's MDX
 * components, so MDX pages use them by name without importing app code. A site component
 * with a theme component's name replaces it.
 */
export function MdxComponentsProvider({
  components,
  children,
}: {
  components?: MdxComponents;
  children: ReactNode;
}) {
  const value = useMemo(
    () => (components ? { ...mdxComponents, ...components } : mdxComponents),
    [components],
  );
  return <Context value={value}>{children}</Context>;
}

/** The components MDX bodies render with: the theme's, plus the site's. */
export function useMdxComponents(): MdxComponents {
  return use(Context);
}
