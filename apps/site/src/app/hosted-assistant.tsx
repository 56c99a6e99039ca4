import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary, useSiteConfig } from '@sitekit/theme';
import { freshImport } from '@sitekit/theme/app';

// The bridge's code loads after hydration, and only on sites with a hosted assistant
// (`freshImport` moves a tab whose chunk is gone after a deploy to the new build).
const LazyHostedAssistant = lazy(() =>
  freshImport(() => import('../assistant/HostedAssistant')).then((m) => ({
    default: m.HostedAssistant,
  })),
);

/** The hosted assistant's bridge, on sites that configure one; rendered in the browser only, outside any page. */
export function HostedAssistantHost() {
  const { assistant } = useSiteConfig();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!assistant.scriptUrl || !hydrated) return null;
  return (
    // A bridge that fails to load costs the links their client-side navigation, not the page.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <LazyHostedAssistant scriptUrl={assistant.scriptUrl} />
      </Suspense>
    </ErrorBoundary>
  );
}
