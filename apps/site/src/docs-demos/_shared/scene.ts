/** Props of the demo scene (kept apart so placeholders can use them without the toolkit). */
export interface DemoSceneProps extends Record<string, unknown> {
  /** The headline drawn in the video. */
  title: string;
  /** A CSS colour for the moving shape (never for text, so contrast holds for any pick). */
  color: string;
}

/** Timing and size shared by every docs demo: 5 seconds of 1280×720 at 30 fps. */
export const demoVideo = {
  fps: 30,
  durationInFrames: 150,
  width: 1280,
  height: 720,
} as const;

export const demoDefaults: DemoSceneProps = { title: 'Hello, Player', color: '#0b84f3' };

/** Colours offered by the demos' forms. */
export const demoColours = [
  { name: 'Blue', value: '#0b84f3' },
  { name: 'Violet', value: '#8b5cf6' },
  { name: 'Pink', value: '#ec4899' },
  { name: 'Orange', value: '#f97316' },
] as const;

/** `frame` at `fps` as `m:ss.ff` (minutes, seconds, frames). */
export function formatFrame(frame: number, fps: number): string {
  const totalSeconds = Math.floor(frame / fps);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const frames = frame % fps;
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(frames).padStart(2, '0')}`;
}
