import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { count, renderFrame } from '../_shared/render-frame';
import { makeTiming } from './build';
import { sceneLengths, TransitionComposition } from './Composition';
import { steppedTiming, withHold } from './custom-timings';
import {
  defaultSettings,
  presentationNames,
  timingNames,
  type TransitionSettings,
} from './options';
import { TransitionDemo } from './index';

describe('TransitionDemo on the server', () => {
  it('renders the placeholder and the controls, not the player', () => {
    const html = renderToString(<TransitionDemo presentation="wipe" presentations="fade,slide" />);
    expect(html).toContain('The player loads when you scroll here.');
    expect(html).toContain('wipe({direction: &#x27;from-left&#x27;})');
    expect(html).toContain('<select');
    expect(html).not.toContain('__remotion-player');
  });

  it('fails loudly on an option the page misspelt', () => {
    expect(() => renderToString(<TransitionDemo presentations="fade,slid" />)).toThrow(/slid/);
  });
});

describe('the transition composition', () => {
  // The longest and most extreme settings the controls allow.
  const variants: Partial<TransitionSettings>[] = [
    { duration: 90, easing: 'outBack' },
    { duration: 6, steps: 12 },
    { damping: 6, springDuration: 0, hold: 40 },
    { damping: 200, springDuration: 60 },
  ];

  it.each(presentationNames)(
    '%s renders every timing at the start, middle and end',
    (presentation) => {
      for (const timing of timingNames) {
        for (const variant of variants) {
          const s: TransitionSettings = { ...defaultSettings, ...variant, presentation, timing };
          expect(renderFrame(TransitionComposition, s, 0)).toContain('Scene A');
          const middle = renderFrame(TransitionComposition, s, 75);
          expect(middle).toContain('Scene A');
          expect(middle).toContain('Scene B');
          expect(renderFrame(TransitionComposition, s, 149)).toContain('Scene B');
        }
      }
    },
  );

  it('shows the hook values and the progress curve when asked', () => {
    const hook = renderFrame(TransitionComposition, { ...defaultSettings, readout: 'hook' }, 75);
    expect(count(hook, 'isInTransitionSeries: true')).toBe(2);
    expect(hook).toContain('0.50');
    const curve = renderFrame(
      TransitionComposition,
      { ...defaultSettings, readout: 'progress' },
      75,
    );
    expect(curve).toContain('progress 0.50');
  });

  it('keeps the middle of the transition on the same frame whatever its length', () => {
    for (const length of [6, 23, 30, 61, 90]) {
      const { first, second, start } = sceneLengths(150, length);
      expect(first + second - length).toBe(150);
      expect(Math.abs(start + length / 2 - 75)).toBeLessThanOrEqual(0.5);
      expect(Math.min(first, second)).toBeGreaterThanOrEqual(length);
    }
  });

  it('has no setting whose transition is longer than the video', () => {
    const longest = makeTiming({ ...defaultSettings, timing: 'held', damping: 6, hold: 40 });
    expect(longest.getDurationInFrames({ fps: 30 })).toBeLessThan(150);
  });
});

describe('our custom timings', () => {
  it('clamp to 0 before the start and 1 from the end', () => {
    const stepped = steppedTiming({ durationInFrames: 24, steps: 6 });
    expect(stepped.getProgress({ frame: -5, fps: 30 })).toBe(0);
    expect(stepped.getProgress({ frame: 5, fps: 30 })).toBe(1 / 6);
    expect(stepped.getProgress({ frame: 30, fps: 30 })).toBe(1);
    const held = withHold(steppedTiming({ durationInFrames: 10, steps: 2 }), 10);
    expect(held.getDurationInFrames({ fps: 30 })).toBe(20);
    expect(held.getProgress({ frame: 10, fps: 30 })).toBe(0);
    expect(held.getProgress({ frame: 25, fps: 30 })).toBe(1);
  });
});
