import { useRouterState } from '@sitekit/router-core/react';
import { SearchPage } from '@sitekit/search/react';
import { getMissingResultsUrl, useNavigate, useSearchProvider } from '../../app/slots';

/** /search: the full results page. A new navigation (another `?q=`) starts it afresh. */
export default function SearchRoutePage() {
  const key = useRouterState((state) => state.location.key);
  return (
    <SearchPage
      key={key}
      provider={useSearchProvider()}
      navigate={useNavigate()}
      getMissingResultsUrl={getMissingResultsUrl}
    />
  );
}
