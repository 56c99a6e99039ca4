import type { ComponentType, CSSProperties } from 'react';
import { showcase } from '../../../../../content/data/showcase';
import type { PreviewComposition } from '../types';

/** Frame rate of every showcase preview. */
export const fps = 30;

/** System fonts only: a preview ships no font files. */
export const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The longer side of a preview, in pixels: enough detail, light to draw. */
const longSide = 960;

/**
 * Describes the preview of showcase entry `id` at the aspect of its original video,
 * scaled so the longer side is 960 px (the Player scales it to the card anyway).
 */
export function showcasePreview(
  id: string,
  component: ComponentType,
  {
    seconds,
    posterAt,
  }: {
    /** Length of the loop, 3–6 s. */
    seconds: number;
    /** Second drawn as the poster: a moment where the idea of the project is visible. */
    posterAt: number;
  },
): PreviewComposition {
  const entry = showcase.find((item) => item.id === id);
  if (!entry) throw new Error(`No showcase entry "${id}" for this preview.`);
  const { width: w, height: h } = entry;
  const scale = longSide / Math.max(w, h);
  return {
    component,
    fps,
    durationInFrames: Math.round(seconds * fps),
    width: Math.round(w * scale),
    height: Math.round(h * scale),
    posterFrame: Math.round(posterAt * fps),
  };
}

/** A value that goes round `cycles` full turns over `duration` frames, so the loop is seamless. */
export const turn = (frame: number, duration: number, cycles = 1) =>
  (frame / duration) * Math.PI * 2 * cycles;

/** Absolute placement in composition pixels, the usual way a preview lays things out. */
export const at = (left: number, top: number, width?: number, height?: number): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  width,
  height,
});

/** A filled circle whose bounding box starts at (`left`, `top`). */
export const disc = (
  left: number,
  top: number,
  size: number,
  background: string,
): CSSProperties => ({
  ...at(left, top, size, size),
  borderRadius: '50%',
  background,
});
