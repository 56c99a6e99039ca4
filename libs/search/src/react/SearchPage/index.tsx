import './SearchPage.css';
import { useEffect, useRef, useState } from 'react';
import type { SearchProvider } from '../../core/provider.js';
import type { SearchHit } from '../../core/types.js';
import type { SearchNavigation } from '../navigation.js';
import { urlQueryParam, type QueryParamStore } from './query-param.js';
import { Results } from './Results.js';
import { defaultSearchPageTexts, type SearchPageTexts } from './texts.js';

/** Props of {@link SearchPage}. */
export interface SearchPageProps extends Partial<SearchNavigation> {
  /** Where queries go: the local index or a hosted service. */
  provider: SearchProvider;
  /** Hits per "Load more". @default 20 */
  pageSize?: number;
  /** Words per excerpt. @default 30 */
  snippetWords?: number;
  /** Where the query lives. @default the URL's `?q=` (see {@link urlQueryParam}) */
  queryParam?: QueryParamStore;
  /** URL of a "report missing results" page; without it the 'Let us know.' link is not shown. */
  getMissingResultsUrl?: (args: { query: string }) => string;
  /** Texts over the defaults (title, placeholder, the result and empty states). */
  texts?: Partial<SearchPageTexts>;
}

/** What the page shows. */
type View =
  | { status: 'empty' }
  | { status: 'loading'; query: string }
  | {
      status: 'results';
      query: string;
      hits: SearchHit[];
      nbHits: number;
      more: 'idle' | 'loading';
    }
  | { status: 'no-results'; query: string }
  | { status: 'error'; query: string };

/**
 * The full search page: a query box bound to `?q=`, results grouped by page with
 * highlighted excerpts, and "Load more". The server renders the empty state; the
 * query is read from the URL after hydration, so both renders agree.
 */
export function SearchPage({
  provider,
  pageSize = 20,
  snippetWords = 30,
  getMissingResultsUrl,
  ...props
}: SearchPageProps) {
  const t = { ...defaultSearchPageTexts, ...props.texts };
  const nav = props.navigate
    ? { navigate: props.navigate, externalUrlRegex: props.externalUrlRegex }
    : undefined;
  const store = useRef(props.queryParam);
  const param = () => (store.current ??= urlQueryParam());
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>({ status: 'empty' });
  const latest = useRef(0);

  useEffect(() => {
    const initial = param().read();
    if (initial) setQuery(initial);
    // Read once on mount (after hydration); later changes come from typing.
  }, []);

  useEffect(() => {
    const request = ++latest.current;
    const q = query.trim();
    if (!q) return setView({ status: 'empty' });
    setView({ status: 'loading', query: q });
    provider.search(q, { limit: pageSize, snippetWords }).then(
      ({ hits, nbHits }) => {
        if (request !== latest.current) return;
        setView(
          hits.length
            ? { status: 'results', query: q, hits, nbHits, more: 'idle' }
            : { status: 'no-results', query: q },
        );
      },
      () => request === latest.current && setView({ status: 'error', query: q }),
    );
  }, [query, provider, pageSize, snippetWords]);

  const loadMore = () => {
    if (view.status !== 'results') return;
    const request = latest.current;
    setView({ ...view, more: 'loading' });
    provider.search(view.query, { limit: pageSize, offset: view.hits.length, snippetWords }).then(
      ({ hits }) =>
        request === latest.current &&
        setView({ ...view, hits: [...view.hits, ...hits], more: 'idle' }),
      () => request === latest.current && setView({ status: 'error', query: view.query }),
    );
  };

  return (
    <div className="sk-search-page">
      <h1>{t.title}</h1>
      <form role="search" className="sk-search-page__form" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          className="sk-search-page__input"
          aria-label={t.inputLabel}
          placeholder={t.placeholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            param().write(e.target.value);
          }}
        />
      </form>
      <div className="sk-search-page__status" aria-live="polite">
        {view.status === 'empty' && <p>{t.empty}</p>}
        {view.status === 'loading' && <p>{t.loading}</p>}
        {view.status === 'results' && <p>{t.results(view.nbHits, view.query)}</p>}
        {view.status === 'no-results' && (
          <>
            <p>
              {t.noResults} &quot;<strong>{view.query}</strong>&quot;
            </p>
            {getMissingResultsUrl && (
              <p>
                {t.reportMissingResults}{' '}
                <a
                  href={getMissingResultsUrl({ query: view.query })}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t.reportMissingResultsLink}
                </a>
              </p>
            )}
          </>
        )}
        {view.status === 'error' && (
          <div role="alert">
            <p className="sk-search-page__error-title">{t.errorTitle}</p>
            <p>{t.errorHelp}</p>
          </div>
        )}
      </div>
      {view.status === 'results' && (
        <>
          <Results hits={view.hits} nav={nav} />
          {view.hits.length < view.nbHits && (
            <button
              type="button"
              className="sk-search-page__more"
              onClick={loadMore}
              disabled={view.more === 'loading'}
            >
              {t.loadMore}
            </button>
          )}
        </>
      )}
    </div>
  );
}

export { urlQueryParam, type QueryParamStore } from './query-param.js';
export { defaultSearchPageTexts, type SearchPageTexts } from './texts.js';
