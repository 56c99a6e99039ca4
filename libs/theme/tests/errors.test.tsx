import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { runtimeMessages as messages } from '@sitekit/content-model/messages';
import { ErrorBoundary, errorChain } from '../src/index.js';
import { Navbar } from '../src/shell/Navbar/index.js';
import { MobileSidebarProvider } from '../src/logic/mobile-sidebar.js';
import { render } from './render.js';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

let fail = true;
function Fragile() {
  if (fail) throw new Error('Outer failure', { cause: new Error('Root cause') });
  return <p>Recovered</p>;
}

it('shows the crash page with the error chain joined by "Cause:", and Try again clears it', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fail = true;
  const { container } = render(
    <ErrorBoundary>
      <Fragile />
    </ErrorBoundary>,
  );
  expect(container.querySelector('h1')?.textContent).toBe('This page crashed.');
  expect(container.querySelector('pre')?.textContent).toBe('Outer failure\n\nCause:\nRoot cause');
  fail = false;
  act(() => container.querySelector('button')!.click());
  expect(container.textContent).toBe('Recovered');
});

it('asks to check the navbar item configuration when an item fails to render', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const item = { type: 'docSidebar', sidebarId: 'missing', label: 'Broken' } as const;
  const { container } = render(
    <ErrorBoundary>
      <MobileSidebarProvider>
        <Navbar />
      </MobileSidebarProvider>
    </ErrorBoundary>,
    { navbar: { logo: { alt: 'Logo', src: '/logo.svg' }, items: [item] } },
  );
  const details = container.querySelector('pre')?.textContent ?? '';
  expect(
    details.startsWith(messages.navbarItemFailed(JSON.stringify({ ...item, position: 'left' }))),
  ).toBe(true);
  expect(details).toContain('Cause:\nNo docs sidebar "missing".');
});

it('walks causes outermost first', () => {
  expect(errorChain(new Error('a', { cause: new Error('b', { cause: 'c' }) }))).toEqual([
    'a',
    'b',
    'c',
  ]);
});
