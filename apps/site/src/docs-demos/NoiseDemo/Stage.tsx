import { StillFirstPlayer } from '../_shared/StillFirstPlayer';
import { demoVideo } from '../_shared/scene';
import { NoiseField } from './NoiseField';
import type { NoiseSettings } from './options';

const captions = {
  noise2D: '7 rows of 53 dots: 371 noise2D() calls per frame.',
  noise3D: '32 × 18 dots, three noise3D() calls each: 1,728 calls per frame.',
  noise4D: `32 × 18 strokes. Time goes once around a circle in 150 frames, so frame ${demoVideo.durationInFrames} equals frame 0: the loop has no seam.`,
};

/** The heavy part of NoiseDemo. */
export default function Stage({ settings }: { settings: NoiseSettings }) {
  return (
    <div>
      <StillFirstPlayer component={NoiseField} inputProps={settings} stillFrame={45} />
      <p className="docs-demo__caption">{captions[settings.fn]}</p>
    </div>
  );
}
