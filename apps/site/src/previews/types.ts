import type { ComponentType } from 'react';

/**
 * A small composition of our own that shows what a template or showcase project does.
 * It takes no props: everything it draws is a function of the frame.
 */
export interface PreviewComposition {
  component: ComponentType;
  durationInFrames: number;
  fps: number;
  width: number;
  height: number;
  /** The frame drawn as the still poster before the preview plays. */
  posterFrame: number;
}

/** Loads a preview's module only when it is about to be shown. */
export type PreviewLoader = () => Promise<{ default: PreviewComposition }>;
