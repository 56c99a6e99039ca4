/** What the noise demo can show, as plain data (no toolkit code: see TransitionDemo/options). */

export const noiseFunctions = ['noise2D', 'noise3D', 'noise4D'] as const;
export type NoiseFunction = (typeof noiseFunctions)[number];

/** Every setting of the demo, flat, so it can be the Player's `inputProps`. */
export interface NoiseSettings extends Record<string, unknown> {
  fn: NoiseFunction;
  seed: string;
  /** Noise units per pixel: small values give large, smooth features. */
  scale: number;
  /** Noise units per frame along the time axis (noise2D, noise3D). */
  speed: number;
  /** Radius of the circle time travels on (noise4D). */
  radius: number;
  /** How far, in pixels, the noise moves a dot (noise2D, noise3D). */
  amplitude: number;
}

export const defaultNoiseSettings: NoiseSettings = {
  fn: 'noise3D',
  seed: 'dots',
  scale: 0.004,
  speed: 0.02,
  radius: 0.8,
  amplitude: 24,
};

/** A scale per function that shows its pattern well: strokes need gentler changes than dots. */
export const suggestedScale: Record<NoiseFunction, number> = {
  noise2D: 0.004,
  noise3D: 0.004,
  noise4D: 0.002,
};

/** The seed actually used: an empty field falls back to the default. */
export const seedOf = (s: NoiseSettings) => s.seed.trim() || defaultNoiseSettings.seed;

/** The call each dot or stroke makes, as the reader would write it. */
export function noiseCode(s: NoiseSettings): string {
  const seed = `'${seedOf(s)}'`;
  switch (s.fn) {
    case 'noise2D':
      return `y + noise2D(${seed}, x * ${s.scale} + row * 10, frame * ${s.speed}) * ${s.amplitude}`;
    case 'noise3D':
      return `x + noise3D(${seed}, x * ${s.scale}, y * ${s.scale}, frame * ${s.speed}) * ${s.amplitude}`;
    case 'noise4D':
      return `angle = noise4D(${seed}, x * ${s.scale}, y * ${s.scale}, Math.cos(t) * ${s.radius}, Math.sin(t) * ${s.radius}) * Math.PI`;
  }
}
