import { SearchPage } from '@sitekit/search/react';
import { searchProvider, useNavigate } from '../../app/search';

/** /search: every result of a query (the modal's "See all results" lands here). */
export default function Search() {
  return (
    <div className="sk-container tp-search">
      <h1>Search the docs</h1>
      <SearchPage provider={searchProvider} navigate={useNavigate()} />
    </div>
  );
}
