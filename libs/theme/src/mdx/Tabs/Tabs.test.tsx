import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { render } from '../../../tests/render.js';
import type { TabGroupsEnvironment } from '../../logic/tab-groups.js';
import { TabGroupsProvider } from '../../logic/tab-selection.js';
import { TabItem, Tabs, type TabsProps } from './index.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const group = () => (
  <Tabs groupId="pm">
    <TabItem value="npm" label="npm">
      npm i x
    </TabItem>
    <TabItem value="pnpm" label="pnpm">
      pnpm add x
    </TabItem>
  </Tabs>
);

/** A block of three operating systems; `props` go to `<Tabs>`. */
const osTabs = (props: TabsProps = {}) => (
  <Tabs {...props}>
    <TabItem value="linux">apt install x</TabItem>
    <TabItem value="mac" default>
      brew install x
    </TabItem>
    <TabItem value="windows">winget install x</TabItem>
  </Tabs>
);

/** A URL and storage in memory, recording what the tabs write. */
function fakeEnvironment(search = '', stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const env: { search: string; storage: Map<string, string>; environment: TabGroupsEnvironment } = {
    search,
    storage,
    environment: {
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
      },
      getSearch: () => env.search,
      replaceSearch: (next) => void (env.search = next),
      listen: () => () => {},
    },
  };
  return env;
}

const withEnvironment = (env: TabGroupsEnvironment, ui: ReactNode) =>
  render(<TabGroupsProvider environment={env}>{ui}</TabGroupsProvider>);

const tabsOf = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
const selectedLabel = (root: ParentNode) =>
  root.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const visiblePanels = (root: ParentNode) =>
  [...root.querySelectorAll('[role="tabpanel"]:not([hidden])')].map((p) => p.textContent);

it('switches every Tabs of a group together and remembers the choice', () => {
  const { container } = render(
    <>
      {group()}
      {group()}
    </>,
  );
  expect(visiblePanels(container)).toEqual(['npm i x', 'npm i x']);
  act(() => tabsOf(container)[1]!.click());
  expect(visiblePanels(container)).toEqual(['pnpm add x', 'pnpm add x']);
  expect(localStorage.getItem('sk-tabs-pm')).toBe('pnpm');
});

it('labels tabs from `values` and selects `defaultValue` in the server HTML', () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    osTabs({
      values: [
        { value: 'windows', label: 'Windows' },
        { value: 'mac', label: 'macOS' },
        { value: 'linux', label: 'Linux' },
      ],
      defaultValue: 'linux',
    }),
  );
  expect(tabsOf(host).map((t) => t.textContent)).toEqual(['Windows', 'macOS', 'Linux']);
  expect(selectedLabel(host)).toBe('Linux');
  expect(visiblePanels(host)).toEqual(['apt install x']);
  // Without `defaultValue`, the item marked `default` is selected; without either, the first.
  host.innerHTML = renderToString(osTabs());
  expect(selectedLabel(host)).toBe('mac');
});

it('renders only the selected panel when lazy', () => {
  const { container } = render(osTabs({ lazy: true }));
  expect([...container.querySelectorAll('[role="tabpanel"]')].map((p) => p.textContent)).toEqual([
    'brew install x',
  ]);
  act(() => tabsOf(container)[2]!.click());
  expect([...container.querySelectorAll('[role="tabpanel"]')].map((p) => p.textContent)).toEqual([
    'winget install x',
  ]);
  // Only the selected tab points at a panel: the others have none rendered.
  expect(tabsOf(container).map((t) => t.hasAttribute('aria-controls'))).toEqual([
    false,
    false,
    true,
  ]);
});

it('applies a group choice remembered from an earlier visit after hydration, not on the server', () => {
  const env = fakeEnvironment('', { 'sk-tabs-os': 'windows' });
  const ui = (
    <TabGroupsProvider environment={env.environment}>{osTabs({ groupId: 'os' })}</TabGroupsProvider>
  );
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui);
  expect(selectedLabel(host)).toBe('mac');
  const { container } = render(ui);
  expect(selectedLabel(container)).toBe('windows');
});

it('ignores a remembered choice the block does not have', () => {
  const env = fakeEnvironment('', { 'sk-tabs-os': 'bsd' });
  const { container } = withEnvironment(env.environment, osTabs({ groupId: 'os' }));
  expect(selectedLabel(container)).toBe('mac');
});

it('reads the choice from the URL query, which wins over storage, and writes it back', () => {
  const env = fakeEnvironment('?os=linux&lang=en', { 'sk-tabs-os': 'windows' });
  const { container } = withEnvironment(
    env.environment,
    <>
      {osTabs({ groupId: 'os', queryString: true })}
      {osTabs({ groupId: 'os' })}
    </>,
  );
  const [first, second] = [...container.querySelectorAll('.sk-tabs')];
  expect(selectedLabel(first!)).toBe('linux');
  // The second block has no query key: it follows the remembered choice.
  expect(selectedLabel(second!)).toBe('windows');
  act(() => tabsOf(first!)[1]!.click());
  expect(env.search).toBe('?os=mac&lang=en');
  expect(env.storage.get('sk-tabs-os')).toBe('mac');
  expect(selectedLabel(second!)).toBe('mac');
});

it('uses a named query parameter without a group', () => {
  const env = fakeEnvironment('?platform=windows');
  const { container } = withEnvironment(env.environment, osTabs({ queryString: 'platform' }));
  expect(selectedLabel(container)).toBe('windows');
  act(() => tabsOf(container)[0]!.click());
  expect(env.search).toBe('?platform=linux');
  expect(env.storage.size).toBe(0);
});

it('asks for a groupId when queryString is true without one', () => {
  expect(() => renderToString(osTabs({ queryString: true }))).toThrow(/needs a groupId/);
});

it('moves and selects with the arrow keys (wrapping), Home and End', () => {
  const { container } = render(osTabs());
  const press = (key: string) =>
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
  act(() => tabsOf(container)[1]!.focus());
  const state = () => [selectedLabel(container), document.activeElement?.textContent];
  press('ArrowRight');
  expect(state()).toEqual(['windows', 'windows']);
  press('ArrowRight');
  expect(state()).toEqual(['linux', 'linux']);
  press('ArrowLeft');
  expect(state()).toEqual(['windows', 'windows']);
  press('Home');
  expect(state()).toEqual(['linux', 'linux']);
  press('End');
  expect(state()).toEqual(['windows', 'windows']);
  // Only the selected tab is in the tab order.
  expect(tabsOf(container).map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
});
