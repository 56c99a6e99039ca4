import {
  createContext,
  use,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  browserTabGroupsEnvironment,
  createTabGroupsStore,
  type TabGroupsEnvironment,
  type TabGroupsStore,
} from './tab-groups.js';

const Context = createContext<TabGroupsStore | null>(null);
let pageStore: TabGroupsStore | undefined;

/** The provided store, else the page's own over the browser (or, on the server, over nothing). */
function useContextValue(): TabGroupsStore {
  const provided = use(Context);
  if (provided) return provided;
  pageStore ??= createTabGroupsStore(
    typeof window === 'undefined' ? null : browserTabGroupsEnvironment(window),
  );
  return pageStore;
}

/**
 * Gives the `<Tabs>` inside it their own tab choices over `environment` (tests pass a fake
 * storage and URL). Without it, tabs share the page's choices over the browser's.
 */
export function TabGroupsProvider({
  environment,
  children,
}: {
  environment: TabGroupsEnvironment | null;
  children: ReactNode;
}) {
  const [store] = useState(() => createTabGroupsStore(environment));
  return <Context value={store}>{children}</Context>;
}

/** What decides one `<Tabs>` block's selected tab. */
export interface TabsSelectionOptions {
  /** The block's tab values. */
  values: readonly string[];
  /** Selected in the server HTML and until a choice applies. */
  defaultValue: string;
  /** Blocks sharing it switch together; the choice is remembered. */
  groupId?: string | undefined;
  /** The URL query parameter mirroring the choice, if any. */
  queryKey?: string | undefined;
}

/**
 * The selected tab of one block and how to select another. The server and the first client
 * render show the default; then the URL query's value (else the group's remembered choice)
 * applies when it names one of the block's tabs, as in Docusaurus.
 */
export function useTabsSelection({
  values,
  defaultValue,
  groupId,
  queryKey,
}: TabsSelectionOptions): [selected: string, select: (value: string) => void] {
  const store = useContextValue();
  const [selected, setSelected] = useState(defaultValue);
  const outside = useSyncExternalStore(
    store.subscribe,
    () =>
      (queryKey ? store.queryValue(queryKey) : null) ??
      (groupId ? store.groupChoice(groupId) : null),
    () => null,
  );
  const toApply = outside !== null && values.includes(outside) ? outside : null;
  // Before paint, so a remembered choice never flashes the default on a client navigation.
  useLayoutEffect(() => {
    if (toApply !== null) setSelected(toApply);
  }, [toApply]);
  const select = (value: string) => {
    setSelected(value);
    if (queryKey) store.setQueryValue(queryKey, value);
    if (groupId) store.chooseForGroup(groupId, value);
  };
  return [values.includes(selected) ? selected : defaultValue, select];
}
