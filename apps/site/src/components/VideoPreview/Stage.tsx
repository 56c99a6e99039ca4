import { Player, type PlayerRef } from '@remotion/player';
import { use, useEffect, useRef, type ComponentType } from 'react';
import type { PreviewLoader } from '../../previews/types';
import { loadComposition } from './load-composition';
import { StaticPoster } from './StaticPoster';
import type { PreviewTrigger } from './index';

/** Props of the lazily loaded part of {@link VideoPreview}. */
export interface StageProps {
  load: PreviewLoader;
  trigger: PreviewTrigger;
  /** Whether the Player runs: while the card is active ('hover'), or from the start ('open'). */
  playing: boolean;
}

/** Our previews are silent: no shared audio tags, and the page's media session is left alone. */
const silent = {
  numberOfSharedAudioTags: 0,
  browserMediaControlsBehavior: { mode: 'do-nothing' },
  spaceKeyToPlayOrPause: false,
  acknowledgeRemotionLicense: true,
} as const;

const pictures = new WeakMap<ComponentType, ComponentType>();

/**
 * The composition wrapped as a picture: the text it draws is frames of a video, not page
 * content, so it is inert (out of the accessibility tree, never focused or contrast-checked as
 * page text). The Player's controls sit outside it and stay usable; a click on the picture
 * reaches the Player, which plays or pauses.
 */
function asPicture(Composition: ComponentType): ComponentType {
  let picture = pictures.get(Composition);
  if (!picture) {
    picture = function PreviewFrames() {
      return (
        <div inert style={{ position: 'absolute', inset: 0 }}>
          <Composition />
        </div>
      );
    };
    pictures.set(Composition, picture);
  }
  return picture;
}

/**
 * What `VideoPreview` loads when it nears the viewport (this module pulls in `remotion` and
 * `@remotion/player`): the poster, a still of the composition at its `posterFrame`, and
 * over it, while playing, the real `Player`. On 'open' the Player, with controls, is all there is.
 * The frame on screen is mirrored into `data-frame` without re-rendering, for tests and devtools.
 */
export default function Stage({ load, trigger, playing }: StageProps) {
  const composition = use(loadComposition(load));
  const stage = useRef<HTMLDivElement>(null);
  const player = useRef<PlayerRef>(null);
  const withPlayer = trigger === 'open' || playing;
  useEffect(() => {
    const element = stage.current;
    if (!element || !composition) return;
    element.dataset['frame'] = String(composition.posterFrame);
    const current = player.current;
    if (!withPlayer || !current) return;
    const onFrame = (event: { detail: { frame: number } }) => {
      element.dataset['frame'] = String(event.detail.frame);
    };
    current.addEventListener('frameupdate', onFrame);
    current.addEventListener('seeked', onFrame);
    return () => {
      current.removeEventListener('frameupdate', onFrame);
      current.removeEventListener('seeked', onFrame);
    };
  }, [composition, withPlayer]);
  if (!composition) return null;
  const { component, durationInFrames, fps, width, height, posterFrame } = composition;
  const video = {
    component: asPicture(component),
    durationInFrames,
    fps,
    compositionWidth: width,
    compositionHeight: height,
    // Inline, because the Player's own inline style sets `position: relative`.
    style: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  } as const;
  const state = trigger === 'open' ? 'open' : playing ? 'playing' : 'poster';
  return (
    <div ref={stage} className="video-preview__stage" data-state={state}>
      {trigger === 'hover' && (
        <StaticPoster
          composition={{ ...composition, component: video.component }}
          frame={posterFrame}
          className="video-preview__poster"
        />
      )}
      {withPlayer && (
        <Player
          ref={player}
          {...video}
          {...silent}
          className="video-preview__player"
          // Opened, it plays from the start; on a card it carries on from the poster.
          initialFrame={trigger === 'open' && playing ? 0 : posterFrame}
          autoPlay={playing}
          loop
          controls={trigger === 'open'}
          showVolumeControls={false}
          allowFullscreen={trigger === 'open'}
          clickToPlay={trigger === 'open'}
          doubleClickToFullscreen={trigger === 'open'}
        />
      )}
    </div>
  );
}
