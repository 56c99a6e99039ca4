import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { count, renderFrame } from '../_shared/render-frame';
import { BlurComposition } from './Composition';
import { blurStillFrame, blurVideoFrames, defaultBlurSettings, type BlurSettings } from './options';
import { MotionBlurDemo } from './index';

const balls = (s: Partial<BlurSettings>, frame = blurStillFrame) =>
  count(
    renderFrame(BlurComposition, { ...defaultBlurSettings, ...s }, frame, blurVideoFrames),
    'background:#38bdf8',
  );

describe('MotionBlurDemo', () => {
  it('renders the placeholder and the controls on the server', () => {
    const html = renderToString(<MotionBlurDemo effect="trail" effects="none,camera" />);
    expect(html).toContain('The player loads when you scroll here.');
    expect(html).toContain('&lt;Trail layers={8} lagInFrames={0.75} trailOpacity={0.6}&gt;');
    expect(html).not.toContain('__remotion-player');
  });

  it('draws the movers as often as the caption says', () => {
    expect(balls({ effect: 'none' })).toBe(1);
    expect(balls({ effect: 'trail', layers: 8 })).toBe(9);
    expect(balls({ effect: 'trail', layers: 0 })).toBe(1);
    expect(balls({ effect: 'camera', samples: 10 })).toBe(10);
  });

  it('renders the extremes of the controls on the first frame', () => {
    expect(balls({ effect: 'camera', shutterAngle: 10, samples: 1 }, 0)).toBe(1);
    expect(balls({ effect: 'camera', shutterAngle: 360, samples: 32 }, 0)).toBeGreaterThan(0);
    expect(balls({ effect: 'trail', layers: 20, lagInFrames: 3, trailOpacity: 0 }, 0)).toBe(21);
  });
});
