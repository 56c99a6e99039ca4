import { StillFirstPlayer } from '../_shared/StillFirstPlayer';
import { blurStillFrame, blurVideoFrames } from '../MotionBlurDemo/options';
import { MistakeComposition } from './Composition';
import { mistakeCaption, type MistakeSettings } from './options';

/** The heavy part of MotionBlurMistakeDemo. */
export default function Stage({ settings }: { settings: MistakeSettings }) {
  return (
    <div>
      <StillFirstPlayer
        component={MistakeComposition}
        inputProps={settings}
        durationInFrames={blurVideoFrames}
        stillFrame={blurStillFrame}
      />
      <p className="docs-demo__caption">{mistakeCaption(settings)}</p>
    </div>
  );
}
