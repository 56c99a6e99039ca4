// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_HOST_ATTRIBUTE, useCardActivity } from './use-card-activity';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: boolean[] = [];
function Probe({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  seen.push(useCardActivity(ref, enabled));
  return <span ref={ref} />;
}

function mount(enabled = true) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <article {...{ [PREVIEW_HOST_ATTRIBUTE]: '' }}>
        <a href="/x">Card</a>
        <div>
          <Probe enabled={enabled} />
        </div>
      </article>,
    ),
  );
  const host = container.querySelector('article')!;
  const pointer = (type: string, pointerType = 'mouse') => {
    const event = new Event(type);
    Object.assign(event, { pointerType });
    act(() => host.dispatchEvent(event));
  };
  return { host, pointer, unmount: () => act(() => root.unmount()) };
}

const last = () => seen[seen.length - 1];

afterEach(() => {
  seen = [];
  document.body.innerHTML = '';
});

describe('useCardActivity', () => {
  it('is active while a mouse is over the card (the marked ancestor, not the parent)', () => {
    const { pointer } = mount();
    expect(last()).toBe(false);
    pointer('pointerenter');
    expect(last()).toBe(true);
    pointer('pointerleave');
    expect(last()).toBe(false);
  });

  it('ignores touch: a tap follows the link instead', () => {
    const { pointer } = mount();
    pointer('pointerenter', 'touch');
    expect(last()).toBe(false);
  });

  it('is active while keyboard focus is inside the card', () => {
    const { host } = mount();
    act(() => host.querySelector('a')!.focus());
    expect(last()).toBe(true);
    act(() => host.querySelector('a')!.blur());
    expect(last()).toBe(false);
  });

  it('stays inactive when disabled (reduced motion)', () => {
    const { host, pointer } = mount(false);
    pointer('pointerenter');
    act(() => host.querySelector('a')!.focus());
    expect(seen.every((active) => !active)).toBe(true);
  });
});
