import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderFrame } from '../_shared/render-frame';
import { blurStillFrame, blurVideoFrames } from '../MotionBlurDemo/options';
import { MistakeComposition } from './Composition';
import { mistakes, wrappers } from './options';
import { MotionBlurMistakeDemo } from './index';

describe('MotionBlurMistakeDemo', () => {
  it('renders the placeholder and the controls on the server', () => {
    const html = renderToString(<MotionBlurMistakeDemo />);
    expect(html).toContain('The player loads when you scroll here.');
    expect(html).toContain('Left: the position is computed before the wrapper');
  });

  it('renders every wrong setup beside the right one', () => {
    for (const wrapper of wrappers) {
      for (const mistake of mistakes) {
        const html = renderFrame(
          MistakeComposition,
          { wrapper, mistake },
          blurStillFrame,
          blurVideoFrames,
        );
        expect(html).toContain('Frame read inside, background outside');
      }
    }
  });
});
