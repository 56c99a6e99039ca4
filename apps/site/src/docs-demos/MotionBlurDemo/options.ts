/** What the motion-blur demos can show, as plain data (no toolkit code). */

export const blurEffects = ['none', 'trail', 'camera'] as const;
export type BlurEffect = (typeof blurEffects)[number];

export const effectLabels: Record<BlurEffect, string> = {
  none: 'No wrapper',
  trail: '<Trail>',
  camera: '<CameraMotionBlur>',
};

/** Every setting of the demo, flat, so it can be the Player's `inputProps`. */
export interface BlurSettings extends Record<string, unknown> {
  effect: BlurEffect;
  layers: number;
  lagInFrames: number;
  trailOpacity: number;
  shutterAngle: number;
  samples: number;
}

/** `<Trail>` as in the Trail page's first example; `<CameraMotionBlur>` at its defaults. */
export const defaultBlurSettings: BlurSettings = {
  effect: 'camera',
  layers: 8,
  lagInFrames: 0.75,
  trailOpacity: 0.6,
  shutterAngle: 180,
  samples: 10,
};

/** 3 seconds: the movers go right, rest, come back and rest, so the loop has no seam. */
export const blurVideoFrames = 90;
/** A frame in the middle of a fast move, where the effect shows in the still. */
export const blurStillFrame = 20;

/** The wrapper the settings stand for, as the reader would write it. */
export function blurCode(s: BlurSettings): string {
  switch (s.effect) {
    case 'none':
      return '<Movers /> (no wrapper)';
    case 'trail':
      return `<Trail layers={${s.layers}} lagInFrames={${s.lagInFrames}} trailOpacity={${s.trailOpacity}}>`;
    case 'camera':
      return `<CameraMotionBlur shutterAngle={${s.shutterAngle}} samples={${s.samples}}>`;
  }
}

/** How many times a frame renders the movers, and what that covers. */
export function blurCaption(s: BlurSettings): string {
  switch (s.effect) {
    case 'none':
      return 'The movers are drawn once per frame: sharp, however fast they go.';
    case 'trail':
      return `Each frame draws the movers ${s.layers + 1} times; the trail reaches ${s.layers * s.lagInFrames} frames back.`;
    case 'camera':
      return `Each frame draws the movers ${s.samples} times, spread over the last ${Math.round((s.shutterAngle / 360) * 100)} % of the frame's time.`;
  }
}
