import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderFrame } from '../_shared/render-frame';
import { demoVideo } from '../_shared/scene';
import { initialValues, shapes, type ShapeName } from './controls';
import { ShapeDemo } from './index';
import { ShapeScene } from './ShapeScene';

const names = Object.keys(shapes) as ShapeName[];

describe('ShapeDemo', () => {
  it.each(names)('renders the form and the placeholder on the server for %s', (shape) => {
    const html = renderToString(<ShapeDemo shape={shape} mode="function" />);
    expect(html).toContain('The player loads when you scroll here.');
    for (const control of shapes[shape].controls) expect(html).toContain(`>${control.prop}<`);
    // Labelled: every range input has a label pointing at it.
    const ids = [...html.matchAll(/<input id="([^"]+)" type="range"/g)].map((m) => m[1]);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });

  it('renders the overview without a form', () => {
    const html = renderToString(<ShapeDemo shape="all" />);
    expect(html).toContain('The player loads when you scroll here.');
    expect(html).not.toContain('<form');
  });

  it.each([...names, 'all' as const])('draws %s at the first, middle and last frame', (shape) => {
    for (const frame of [0, 75, demoVideo.durationInFrames - 1]) {
      const html = renderFrame(
        ShapeScene,
        { shape, values: shape === 'all' ? {} : initialValues(shape) },
        frame,
      );
      expect(html).toContain('<path');
    }
  });
});
