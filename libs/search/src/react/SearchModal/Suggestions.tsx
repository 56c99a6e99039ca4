import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { SearchProvider } from '../../core/provider.js';
import { useElementIn } from './use-element-in.js';

/** Puts `query` in DocSearch's input as if typed, so it searches for it. */
function typeQuery(host: HTMLElement | null, query: string) {
  const input = host?.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  // React tracks the value it set; the native setter makes the input event count as a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * "Try searching for": on DocSearch's no-results screen, the provider's suggestions for
 * the query (e.g. the titles spelled closest to it), each a button that searches for it.
 * Replaces DocSearch's own list, which only repeats the sections of earlier results.
 */
export function Suggestions({
  host,
  provider,
  query,
  label,
}: {
  host: RefObject<HTMLElement | null>;
  provider: SearchProvider;
  query: string;
  label: string;
}) {
  const screen = useElementIn(host, '.DocSearch-NoResults');
  const [suggestions, setSuggestions] = useState<{ query: string; items: string[] }>({
    query: '',
    items: [],
  });
  useEffect(() => {
    if (!screen || !provider.suggest || !query.trim()) return;
    let current = true;
    provider.suggest(query, 3).then(
      (items) => current && setSuggestions({ query, items }),
      () => {}, // no suggestions is an acceptable answer
    );
    return () => {
      current = false;
    };
  }, [screen, provider, query]);
  if (!screen || suggestions.query !== query || !suggestions.items.length) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List sk-search-suggestions">
      <p className="DocSearch-Help">{label}:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.items.map((item) => (
          <li key={item}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => typeQuery(host.current, item)}
            >
              {item}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    screen,
  );
}
