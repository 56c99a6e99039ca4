/** Props of the demo composition (kept apart so the page can import them without the toolkit). */
export interface TitleCardProps extends Record<string, unknown> {
  /** The headline the reader types. */
  title: string;
  /** A CSS colour for the decorations (never for text, so contrast holds for any pick). */
  accent: string;
  /** A short line under the headline. */
  subtitle: string;
}

/** Timing and size of the demo composition. */
export const titleCardVideo = {
  fps: 30,
  durationInFrames: 150,
  width: 1280,
  height: 720,
  /** Where the Player starts: the animation has settled, so the paused card shows its colours. */
  initialFrame: 60,
} as const;

/** Preset accent colours offered next to the colour picker. */
export const accentPresets = [
  { name: 'Blue', value: '#0b84f3' },
  { name: 'Violet', value: '#8b5cf6' },
  { name: 'Pink', value: '#ec4899' },
  { name: 'Orange', value: '#f97316' },
  { name: 'Green', value: '#22c55e' },
] as const;
