/**
 * The search modal: DocSearch's modal backed by a {@link SearchProvider}. This module
 * is imported lazily (on intent) — it carries DocSearch's code and CSS, which are
 * therefore never in a page's first JavaScript.
 */
import '@docsearch/css';
import './SearchModal.css';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { followUrl } from '../navigation.js';
import { ErrorScreen } from './ErrorScreen.js';
import { PendingScreen } from './PendingScreen.js';
import { createHitComponent } from './Hit.js';
import { createResultsFooter } from './ResultsFooter.js';
import { Suggestions } from './Suggestions.js';
import { modalize } from './modalize.js';
import { withProvider } from './search-client.js';
import { mergeTranslations } from './translations.js';
import type { SearchModalProps } from './types.js';

export type { SearchModalProps } from './types.js';

/** DocSearch's modal, rendered into `document.body`, searching through `provider`. */
export function SearchModal(props: SearchModalProps) {
  const { provider, initialQuery, onClose, navigate, externalUrlRegex, getMissingResultsUrl } =
    props;
  const { placeholder = 'Search docs', searchPagePath = '/search' } = props;
  const [totals] = useState(() => new Map<string, number>());
  const host = useRef<HTMLDivElement>(null);
  // The query the provider failed for (null after an answer), and what the input holds.
  const [failed, setFailed] = useState<string | null>(null);
  // The last query the provider answered: until it is the one typed, "No results" would lie.
  const [answered, setAnswered] = useState<string | null>(null);
  const [typed, setTyped] = useState(initialQuery ?? '');
  const { seeAllResults, searching, ...modalTranslations } = useMemo(
    () => mergeTranslations(props.translations),
    [props.translations],
  );

  useLayoutEffect(() => {
    // Focus the input in the commit that shows it: keys typed right after opening land in
    // it, after the text typed before (DocSearch focuses it only in a later effect).
    const input = host.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  useEffect(() => modalize(host.current), []);

  useEffect(() => {
    // The first open starts the index download, so the first query does not wait for it.
    provider.preload().catch(() => {});
  }, [provider]);

  const transformSearchClient = useCallback(
    (client: Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0]) =>
      withProvider(client, provider, {
        onResults: (query, nbHits) => {
          totals.set(query, nbHits);
          setFailed(null);
          setAnswered(query);
        },
        onError: (query) => {
          setFailed(query);
          setAnswered(query);
        },
      }),
    [provider, totals],
  );
  const nav = useMemo(() => ({ navigate, externalUrlRegex }), [navigate, externalUrlRegex]);
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate: ({ itemUrl }) => followUrl(itemUrl, nav),
      navigateNewTab: ({ itemUrl }) => void window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => void window.open(itemUrl, '_blank', 'noopener'),
    }),
    [nav],
  );
  const hitComponent = useMemo(() => createHitComponent(nav), [nav]);
  const resultsFooterComponent = useMemo(
    () => createResultsFooter({ searchPagePath, label: seeAllResults, totals, navigate, onClose }),
    [searchPagePath, seeAllResults, totals, navigate, onClose],
  );

  const showError = failed !== null && typed.trim() !== '';
  const pending = !showError && typed.trim() !== '' && answered !== typed;
  const className = [
    'sk-search-modal',
    !provider.poweredBy && 'sk-search-modal--local',
    showError && 'sk-search-modal--failed',
    pending && 'sk-search-modal--pending',
  ];

  return createPortal(
    <div
      ref={host}
      className={className.filter(Boolean).join(' ')}
      onChange={(e) => setTyped((e.target as HTMLInputElement).value ?? '')}
      onReset={() => setTyped('')}
    >
      <DocSearchModal
        // The client DocSearch creates is never asked anything: `search` is the provider's.
        appId="sitekit"
        apiKey="sitekit"
        indices={[provider.name]}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        placeholder={placeholder}
        translations={modalTranslations}
        transformSearchClient={transformSearchClient}
        navigator={navigator}
        hitComponent={hitComponent as DocSearchModalProps['hitComponent']}
        resultsFooterComponent={
          resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']
        }
        {...(getMissingResultsUrl ? { getMissingResultsUrl } : {})}
      />
      {pending && <PendingScreen host={host} text={searching} />}
      {!showError && !pending && (
        <Suggestions
          host={host}
          provider={provider}
          query={typed}
          label={modalTranslations.noResultsScreen.suggestedQueryText}
        />
      )}
      {showError && (
        <ErrorScreen
          host={host}
          titleText={modalTranslations.errorScreen.titleText}
          helpText={modalTranslations.errorScreen.helpText}
        />
      )}
    </div>,
    document.body,
  );
}
