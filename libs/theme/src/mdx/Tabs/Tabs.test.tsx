import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { render } from '../../../tests/render.js';
import { TabItem, Tabs } from './index.js';

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

it('switches every Tabs of a group together and remembers the choice', () => {
  const { container } = render(
    <>
      {group()}
      {group()}
    </>,
  );
  const visible = () =>
    [...container.querySelectorAll('[role="tabpanel"]:not([hidden])')].map((p) => p.textContent);
  expect(visible()).toEqual(['npm i x', 'npm i x']);
  act(() => container.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click());
  expect(visible()).toEqual(['pnpm add x', 'pnpm add x']);
  expect(localStorage.getItem('sk-tabs-pm')).toBe('pnpm');
});
