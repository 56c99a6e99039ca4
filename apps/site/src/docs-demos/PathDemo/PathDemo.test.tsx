import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderFrame } from '../_shared/render-frame';
import { demoVideo } from '../_shared/scene';
import { PathDemo } from './index';
import { PathScene } from './PathScene';
import { ownPath, pathHelpers, samplePaths } from './samples';

describe('PathDemo', () => {
  it.each(pathHelpers)('renders the placeholder on the server for %s', (helper) => {
    const html = renderToString(<PathDemo helper={helper} />);
    expect(html).toContain('The player loads when you scroll here.');
    expect(html.includes('<select')).toBe(!ownPath.has(helper));
  });

  it.each(pathHelpers)('draws %s on every sample at the first, middle and last frame', (helper) => {
    for (const { d } of samplePaths)
      for (const frame of [0, 75, demoVideo.durationInFrames - 1]) {
        const html = renderFrame(PathScene, { helper, d }, frame);
        expect(html).toContain('<path');
        expect(html).not.toContain('NaN');
      }
  });
});

it('fails with a clear message on an unknown helper name', () => {
  expect(() => renderToString(<PathDemo helper={'getLenght' as never} />)).toThrow(
    /Unknown demo option "getLenght"/,
  );
});
