import { Thumbnail } from '@remotion/player';
import { renderToString } from 'react-dom/server';
import type { PreviewComposition } from './types';

/** Test helper: the server HTML of one frame of a preview, drawn with the Player's `<Thumbnail>`. */
export function renderPreviewFrame(preview: PreviewComposition, frame: number): string {
  return renderToString(
    <Thumbnail
      component={preview.component}
      compositionWidth={preview.width}
      compositionHeight={preview.height}
      durationInFrames={preview.durationInFrames}
      fps={preview.fps}
      frameToDisplay={frame}
    />,
  );
}
