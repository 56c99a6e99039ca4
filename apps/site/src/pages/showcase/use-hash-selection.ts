import { safeDecode } from '@sitekit/router-core';
import { useCallback, useEffect, useState } from 'react';

const readHash = () => safeDecode(window.location.hash.slice(1));

/**
 * The id selected through the URL hash (`/showcase#<id>`), limited to `ids`.
 * Read after hydration; selecting or clearing rewrites the hash in place so the
 * open item can be shared and the back button is not filled with viewer steps.
 */
export function useHashSelection(ids: readonly string[]) {
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    const sync = () => {
      const id = readHash();
      setSelected(ids.includes(id) ? id : null);
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [ids]);
  const select = useCallback((id: string | null) => {
    const { pathname, search } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      id ? `${pathname}${search}#${id}` : `${pathname}${search}`,
    );
    setSelected(id);
  }, []);
  return [selected, select] as const;
}
