import { StillFirstPlayer } from '../_shared/StillFirstPlayer';
import { BlurComposition } from './Composition';
import { blurCaption, blurStillFrame, blurVideoFrames, type BlurSettings } from './options';

/** The heavy part of MotionBlurDemo. */
export default function Stage({ settings }: { settings: BlurSettings }) {
  return (
    <div>
      <StillFirstPlayer
        component={BlurComposition}
        inputProps={settings}
        durationInFrames={blurVideoFrames}
        stillFrame={blurStillFrame}
      />
      <p className="docs-demo__caption">{blurCaption(settings)}</p>
    </div>
  );
}
