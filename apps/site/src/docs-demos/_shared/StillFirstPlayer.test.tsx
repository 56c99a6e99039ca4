// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: Record<string, unknown>[] = [];
vi.mock('@remotion/player', () => ({
  Player: (props: Record<string, unknown>) => {
    seen.push(props);
    return null;
  },
}));
const { StillFirstPlayer } = await import('./StillFirstPlayer');

function renderWith(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  const root = createRoot(document.createElement('div'));
  act(() =>
    root.render(<StillFirstPlayer component={() => null} inputProps={{}} stillFrame={75.4} />),
  );
  act(() => root.unmount());
  return seen.at(-1)!;
}

afterEach(() => {
  seen.length = 0;
});

it('waits for the reader on a meaningful still and never takes focus', () => {
  const props = renderWith(false);
  expect(props).toMatchObject({ autoPlay: false, controls: true, initialFrame: 75 });
  // With the space key on, the Player focuses its play button when it mounts.
  expect(props['spaceKeyToPlayOrPause']).toBe(false);
  expect(props['loop']).toBe(true);
});

it('plays once and rests on the last frame with reduced motion', () => {
  const props = renderWith(true);
  expect(props).toMatchObject({ autoPlay: false, loop: false, moveToBeginningWhenEnded: false });
});
