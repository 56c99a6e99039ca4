import { Suspense, type ComponentType } from 'react';

/**
 * Gives a facts component its own Suspense boundary. The server renders it complete (the
 * facts are loaded before rendering); while hydrating, the server's HTML stays until the
 * facts' chunk has arrived, so there is nothing to mismatch.
 */
export function withFacts<P extends object>(Inner: ComponentType<P>, name: string) {
  function WithFacts(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  WithFacts.displayName = name;
  return WithFacts;
}
