import type { ComponentType } from 'react';
import type { PreviewComposition } from '../../types';

/** Type faces every template preview uses: the reader's own, nothing downloaded. */
export const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The dark stage most previews draw on, and the toolkit's blue. */
export const palette = {
  ink: '#0f172a',
  panel: '#1e293b',
  line: '#334155',
  text: '#f8fafc',
  muted: '#94a3b8',
  blue: '#0b84f3',
} as const;

/** `interpolate` options that hold the first and last values outside the input range. */
export const clamp = { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' } as const;

/**
 * A template preview: 1280×720 (the 16:9 box of the template cards and pages) at 30 fps.
 * @param posterFrame a frame where what the template does is visible at a glance
 */
export function templatePreview(
  component: ComponentType,
  seconds: number,
  posterFrame: number,
): PreviewComposition {
  return {
    component,
    durationInFrames: Math.round(seconds * 30),
    fps: 30,
    width: 1280,
    height: 720,
    posterFrame,
  };
}
