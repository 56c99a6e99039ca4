/** Where the search page keeps its query: read once on mount, written as the reader types. */
export interface QueryParamStore {
  read(): string;
  write(query: string): void;
}

/** The `?q=` parameter of the current URL, written with `history.replaceState` (no history entry per keystroke). */
export function urlQueryParam(name = 'q', win: Window = window): QueryParamStore {
  return {
    read: () => new URLSearchParams(win.location.search).get(name) ?? '',
    write(query) {
      const url = new URL(win.location.href);
      if (query) url.searchParams.set(name, query);
      else url.searchParams.delete(name);
      win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
    },
  };
}
