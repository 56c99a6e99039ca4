import {
  Children,
  isValidElement,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTabsSelection } from '../../logic/tab-selection.js';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** Class of the tab's panel. */
  className?: string;
  children?: ReactNode;
}

/** One panel of a `<Tabs>` block. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** A tab of `<Tabs values>`: its value and the label shown. */
export interface TabValue {
  value: string;
  label?: string;
}

/** The props of `<Tabs>`, as Docusaurus's. */
export interface TabsProps {
  /** The tabs in order with their labels (they win over the children's). @default the children's */
  values?: readonly TabValue[];
  /** The tab selected first. @default the child marked `default`, else the first */
  defaultValue?: string | null;
  /** Blocks sharing it switch together across the page, and the choice is remembered. */
  groupId?: string;
  /** Mirror the choice in the URL query under this key (`true`: the `groupId`). @default false */
  queryString?: string | boolean;
  /** Render only the selected panel. @default false */
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function queryKeyOf(queryString: TabsProps['queryString'], groupId: string | undefined) {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return undefined;
  if (!groupId)
    throw new Error(
      '<Tabs queryString> needs a groupId (the query parameter name), or a name: queryString="os".',
    );
  return groupId;
}

/**
 * Tabbed content (WAI-ARIA tabs: arrow keys, Home and End move and select). Tabs sharing a
 * `groupId` switch together across the page and the choice is remembered; with
 * `queryString` it is in the URL too. The server HTML shows the default tab.
 */
export function Tabs({
  values,
  defaultValue,
  groupId,
  queryString,
  lazy = false,
  className,
  children,
}: TabsProps) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> =>
      isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const tabs: readonly TabValue[] =
    values ?? items.map(({ props }) => ({ value: props.value, label: props.label }));
  const tabValues = tabs.map((t) => t.value);
  const fallback =
    (defaultValue && tabValues.includes(defaultValue) ? defaultValue : undefined) ??
    items.find((i) => i.props.default && tabValues.includes(i.props.value))?.props.value ??
    tabValues[0] ??
    '';
  const [selected, select] = useTabsSelection({
    values: tabValues,
    defaultValue: fallback,
    groupId,
    queryKey: queryKeyOf(queryString, groupId),
  });
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const move = keyMoves[e.key];
    if (!move || !tabs.length) return;
    e.preventDefault();
    const next = move(index, tabs.length);
    select(tabs[next]!.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={className ? `sk-tabs ${className}` : 'sk-tabs'}>
      <div role="tablist" aria-orientation="horizontal" className="sk-tabs__list">
        {tabs.map((tab, i) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={active}
              // A lazy block renders only the selected panel; the others have nothing to point at.
              aria-controls={!lazy || active ? `${id}-panel-${i}` : undefined}
              tabIndex={active ? 0 : -1}
              className="sk-tabs__tab"
              onClick={() => select(tab.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label ??
                items.find((item) => item.props.value === tab.value)?.props.label ??
                tab.value}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => {
        const active = tab.value === selected;
        if (lazy && !active) return null;
        const item = items.find((c) => c.props.value === tab.value);
        const panelClass = item?.props.className;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            hidden={!active}
            className={panelClass ? `sk-tabs__panel ${panelClass}` : 'sk-tabs__panel'}
          >
            {item}
          </div>
        );
      })}
    </div>
  );
}
