import {
  Children,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { chooseTab, useTabGroup } from '../../logic/tab-groups.js';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of a `<Tabs>` block. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tabbed content (WAI-ARIA tabs pattern). Tabs sharing a `groupId` switch together
 * across the page, and the choice is remembered.
 */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> =>
      isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const fallback = items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const [local, setLocal] = useState<string>();
  const grouped = useTabGroup(groupId);
  const candidate = groupId ? grouped : local;
  const selected = items.some((i) => i.props.value === candidate) ? candidate : fallback;
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (value: string) => (groupId ? chooseTab(groupId, value) : setLocal(value));
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + items.length) % items.length;
    select(items[next]!.props.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="sk-tabs">
      <div role="tablist" aria-orientation="horizontal" className="sk-tabs__list">
        {items.map((item, i) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              className="sk-tabs__tab"
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={item.props.value !== selected}
          className="sk-tabs__panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
