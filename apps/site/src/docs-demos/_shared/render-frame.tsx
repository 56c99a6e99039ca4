import { Thumbnail } from '@remotion/player';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { demoVideo } from './scene';

/**
 * Test helper: the HTML of one frame of a demo composition, rendered on the server with the
 * Player's `<Thumbnail>`. Throws if the frame failed (React marks it `<!--$!-->`).
 */
export function renderFrame<P extends Record<string, unknown>>(
  component: ComponentType<P>,
  inputProps: P,
  frame: number,
  durationInFrames: number = demoVideo.durationInFrames,
): string {
  const html = renderToString(
    <Thumbnail
      component={component}
      inputProps={inputProps}
      frameToDisplay={frame}
      durationInFrames={durationInFrames}
      fps={demoVideo.fps}
      compositionWidth={demoVideo.width}
      compositionHeight={demoVideo.height}
    />,
  );
  if (html.includes('<!--$!-->')) throw new Error(`Frame ${frame} failed to render`);
  return html;
}

/** How often `needle` occurs in `html`. */
export const count = (html: string, needle: string) => html.split(needle).length - 1;
