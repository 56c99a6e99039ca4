import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { AnnouncementBar } from '../src/shell/AnnouncementBar/index.js';
import { headScript } from '../src/index.js';
import { render } from './render.js';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute('data-announcement-dismissed');
});

const announcementBar = {
  id: 'v2',
  content: 'New: <b>v2</b>',
  backgroundColor: '#000',
  textColor: '#fff',
  isCloseable: true,
};

it('shows the configured HTML and colours, and remembers a dismissal', () => {
  const { container } = render(<AnnouncementBar />, { announcementBar });
  const bar = container.querySelector<HTMLElement>('.sk-announcement')!;
  expect(bar.innerHTML).toContain('New: <b>v2</b>');
  expect(bar.style.backgroundColor).toBe('rgb(0, 0, 0)');
  act(() =>
    container.querySelector<HTMLButtonElement>('button[aria-label="Close announcement"]')!.click(),
  );
  expect(container.querySelector('.sk-announcement')).toBeNull();
  expect(localStorage.getItem('sk-announcement-dismissed')).toBe('v2');
  // On the next visit the head script hides it before paint (no layout shift).
  document.documentElement.removeAttribute('data-announcement-dismissed');
  new Function(
    headScript({ defaultMode: 'light', respectPrefersColorScheme: false, announcementId: 'v2' }),
  )();
  expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true');
});

it('has no close button when not closeable', () => {
  const { container } = render(<AnnouncementBar />, {
    announcementBar: { ...announcementBar, isCloseable: false },
  });
  expect(container.querySelector('button')).toBeNull();
});
