// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { Answer } from '../docs-assistant';
import { ANSWER_LABEL, LocalAssistant, NOT_COVERED, TRANSCRIPT_KEY, WRITTEN_LABEL } from './index';
import { embedLink } from './embed-link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const answer: Answer = {
  kind: 'answer',
  lead: { url: '/docs/spring#config', title: 'spring() › Config', quote: 'Configure the physics.' },
  code: { url: '/docs/spring#config', title: 'spring() › Config', code: 'spring({frame, fps})' },
  more: [{ url: '/docs/easing', title: 'Easing', quote: 'Curves for interpolate().' }],
};

async function askWith(
  ask: (q: string) => Promise<Answer>,
  link = embedLink({ framed: true, linkClick: vi.fn(), requestClose: vi.fn() }),
) {
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(<LocalAssistant ask={ask} link={link} />));
  const input = el.querySelector('input')!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      'How do I animate with spring?',
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => el.querySelector('form')!.requestSubmit());
  return el;
}

it('shows the question, then the quoted answer with its link, its code and further sections', async () => {
  const ask = vi.fn(async () => answer);
  const el = await askWith(ask);
  expect(ask).toHaveBeenCalledWith('How do I animate with spring?');
  expect(el.textContent).toContain(ANSWER_LABEL);
  const link = el.querySelector<HTMLAnchorElement>('a[href="/docs/spring#config"]')!;
  expect(link.textContent).toBe('spring() › Config');
  expect(el.querySelector('blockquote')!.textContent).toBe('Configure the physics.');
  expect(el.querySelector('pre code')!.textContent).toBe('spring({frame, fps})');
  expect(el.querySelector('a[href="/docs/easing"]')!.textContent).toBe('Easing');
});

it('keeps the transcript for the tab, so it is there again after a navigation', async () => {
  await askWith(async () => answer);
  act(() => root?.unmount());
  document.body.innerHTML = '';
  expect(JSON.parse(sessionStorage.getItem(TRANSCRIPT_KEY)!)).toHaveLength(1);
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(<LocalAssistant ask={async () => answer} />));
  expect(el.querySelector('.site-ai__question')!.textContent).toBe('How do I animate with spring?');
  expect(el.querySelector('blockquote')!.textContent).toBe('Configure the physics.');
});

it('inside a frame, a link click is reported to the parent instead of navigating the frame', async () => {
  const linkClick = vi.fn();
  const el = await askWith(
    async () => answer,
    embedLink({ framed: true, linkClick, requestClose: vi.fn() }),
  );
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void el.querySelector('a')!.dispatchEvent(event));
  expect(event.defaultPrevented).toBe(true);
  expect(linkClick).toHaveBeenCalledWith(`${location.origin}/docs/spring#config`);
});

it('says when the docs do not cover a question, with the closest pages, and when the index cannot be loaded', async () => {
  const none: Answer = {
    kind: 'none',
    closest: [{ url: '/docs/fonts', title: 'Fonts', quote: '' }],
    searchUrl: '/search?q=x',
  };
  const el = await askWith(async () => none);
  expect(el.textContent).toContain(NOT_COVERED);
  expect(el.querySelector('a[href="/docs/fonts"]')).not.toBeNull();
  expect(el.querySelector('a[href="/search?q=x"]')!.textContent).toBe(
    'Search the documentation for it',
  );
  act(() => root?.unmount());
  expect((await askWith(() => Promise.reject(new Error('offline')))).textContent).toContain(
    'could not be loaded',
  );
});

it('shows a written answer first, its citations linking to the sections, or why there is none', async () => {
  const sources = [answer.lead, ...answer.more];
  const written: Answer = {
    ...answer,
    written: { kind: 'written', answer: { text: 'Use spring() [1].\n\nSee [2].', sources } },
  } as Answer;
  const el = await askWith(async () => written);
  const block = el.querySelector('.site-ai__written')!;
  expect(block.textContent).toContain(WRITTEN_LABEL);
  expect([...block.querySelectorAll('p')].slice(1).map((p) => p.textContent)).toEqual([
    'Use spring() [1].',
    'See [2].',
  ]);
  expect(block.querySelector('a[aria-label="Source 2: Easing"]')!.getAttribute('href')).toBe(
    '/docs/easing',
  );
  // The quotes still follow.
  expect(el.querySelector('blockquote')!.textContent).toBe('Configure the physics.');
  act(() => root?.unmount());
  const failed = {
    ...answer,
    written: { kind: 'failed', reason: 'The answer model replied with HTTP 401.' },
  } as Answer;
  const el2 = await askWith(async () => failed);
  expect(el2.querySelector('.site-ai__status--error')!.textContent).toContain('HTTP 401');
  expect(el2.querySelector('blockquote')!.textContent).toBe('Configure the physics.');
});
