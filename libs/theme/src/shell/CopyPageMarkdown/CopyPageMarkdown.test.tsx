import axe from 'axe-core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { COPY_RESET_MS, CopyPageMarkdown, type CopyEnvironment } from './index.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** An environment whose fetch waits until the test settles it. */
function fakeEnvironment() {
  type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
  let settle!: (response: FakeResponse) => void;
  const writeText = vi.fn(async (_: string) => {});
  const environment: CopyEnvironment = {
    fetch: vi.fn(() => new Promise<FakeResponse>((resolve) => (settle = resolve))),
    clipboard: { writeText },
    ClipboardItem: undefined,
  };
  const respond = (status: number, body: string) =>
    act(async () => settle({ ok: status < 400, status, text: async () => body }));
  return { environment, writeText, respond };
}

function mount(path: string, environment: CopyEnvironment) {
  const container = document.createElement('main');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<CopyPageMarkdown path={path} environment={environment} />));
  const button = container.querySelector('button')!;
  const status = container.querySelector('[role="status"]')!;
  const rerender = (next: string) =>
    act(() => root!.render(<CopyPageMarkdown path={next} environment={environment} />));
  return { container, button, status, rerender };
}

async function expectNoAxeViolations(container: HTMLElement) {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

it('is a keyboard-reachable button named by its visible label, with a silent status region', async () => {
  const { container, button, status } = mount('/docs/button', fakeEnvironment().environment);
  expect(button.textContent).toBe('Copy page as Markdown');
  expect(button.type).toBe('button');
  button.focus();
  expect(document.activeElement).toBe(button);
  expect(status.getAttribute('aria-live')).toBe('polite');
  expect(status.textContent).toBe('');
  await expectNoAxeViolations(container);
});

it('fetches <path>.md, writes it to the clipboard and announces copying, then copied', async () => {
  const { environment, writeText, respond } = fakeEnvironment();
  const { container, button, status } = mount('/docs/button/', environment);
  act(() => button.click());
  expect(environment.fetch).toHaveBeenCalledWith('/docs/button.md');
  expect(status.textContent).toBe('Copying the page as Markdown…');
  expect(container.firstElementChild!.getAttribute('data-state')).toBe('copying');
  act(() => button.click()); // a second click while copying starts nothing
  expect(environment.fetch).toHaveBeenCalledTimes(1);
  await respond(200, '# Button\n');
  expect(writeText).toHaveBeenCalledWith('# Button\n');
  expect(status.textContent).toBe('Copied the page as Markdown.');
});

it('announces a failure and offers the Markdown to open instead', async () => {
  const { environment, writeText, respond } = fakeEnvironment();
  const { container, button, status } = mount('/docs/deploy', environment);
  act(() => button.click());
  await respond(404, 'Not found');
  expect(writeText).not.toHaveBeenCalled();
  expect(status.textContent).toBe('Could not copy the page.');
  const fallback = container.querySelector<HTMLAnchorElement>('a.sk-copy-page__fallback');
  expect(fallback?.getAttribute('href')).toBe('/docs/deploy.md');
  await expectNoAxeViolations(container);
});

it('returns to idle a while after the result', async () => {
  vi.useFakeTimers();
  const { environment, respond } = fakeEnvironment();
  const { container, button, status } = mount('/docs/deploy', environment);
  act(() => button.click());
  await respond(500, '');
  act(() => void vi.advanceTimersByTime(COPY_RESET_MS - 1));
  expect(status.textContent).toBe('Could not copy the page.');
  act(() => void vi.advanceTimersByTime(1));
  expect(status.textContent).toBe('');
  expect(container.querySelector('a')).toBeNull();
  act(() => button.click());
  await respond(200, '# Deploy\n');
  expect(status.textContent).toBe('Copied the page as Markdown.');
  act(() => void vi.advanceTimersByTime(COPY_RESET_MS));
  expect(status.textContent).toBe('');
});

it('reads idle again on another page, and a late result does not show there', async () => {
  const { environment, respond } = fakeEnvironment();
  const { button, status, rerender } = mount('/docs/a', environment);
  act(() => button.click());
  rerender('/docs/b');
  expect(status.textContent).toBe('');
  await respond(200, '# A\n');
  expect(status.textContent).toBe('');
});
