import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { count, renderFrame } from '../_shared/render-frame';
import { NoiseField } from './NoiseField';
import { defaultNoiseSettings } from './options';
import { NoiseDemo } from './index';

describe('NoiseDemo', () => {
  it('renders the placeholder and the controls on the server', () => {
    const html = renderToString(<NoiseDemo fn="noise2D" functions="noise3D,noise4D" />);
    expect(html).toContain('The player loads when you scroll here.');
    expect(html).toContain('noise2D(&#x27;dots&#x27;');
    expect(html).not.toContain('__remotion-player');
  });

  it('fails loudly on a misspelt function', () => {
    expect(() => renderToString(<NoiseDemo functions="noise5D" />)).toThrow(/noise5D/);
  });

  it('draws as many dots and strokes as its caption says', () => {
    const frame = (fn: 'noise2D' | 'noise3D' | 'noise4D') =>
      renderFrame(NoiseField, { ...defaultNoiseSettings, fn }, 45);
    expect(count(frame('noise2D'), '<circle')).toBe(7 * 53);
    expect(count(frame('noise3D'), '<circle')).toBe(32 * 18);
    expect(count(frame('noise4D'), '<line')).toBe(32 * 18);
  });

  it('moves the dots over time, and not at all with speed 0', () => {
    const at = (frame: number, speed: number) =>
      renderFrame(NoiseField, { ...defaultNoiseSettings, speed }, frame);
    expect(at(10, 0.02)).not.toBe(at(40, 0.02));
    expect(at(10, 0)).toBe(at(40, 0));
  });

  it('falls back to the default seed when the field is empty', () => {
    const empty = renderFrame(NoiseField, { ...defaultNoiseSettings, seed: '  ' }, 45);
    expect(empty).toBe(renderFrame(NoiseField, defaultNoiseSettings, 45));
  });
});
