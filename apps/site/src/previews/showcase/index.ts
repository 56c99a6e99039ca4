import type { PreviewLoader } from '../types';

/**
 * The preview of each showcase entry (`content/data/showcase.ts`), keyed by its `id`.
 * Each is a small composition of our own showing what the project does; its code loads
 * only when the card or the viewer is about to show it.
 */
export const showcasePreviews: Record<string, PreviewLoader> = {
  hackreels: () => import('./hackreels'),
  'mux-video-stats': () => import('./mux-video-stats'),
  'nextjs-explainer': () => import('./nextjs-explainer'),
  'github-unwrapped': () => import('./github-unwrapped'),
  revid: () => import('./revid'),
  animstats: () => import('./animstats'),
  'banger-show': () => import('./banger-show'),
  motionshot: () => import('./motionshot'),
  'watercolor-map': () => import('./watercolor-map'),
  clippulse: () => import('./clippulse'),
  submagic: () => import('./submagic'),
  polygon: () => import('./polygon'),
  'hello-meteo': () => import('./hello-meteo'),
  'electricity-maps': () => import('./electricity-maps'),
  'remotion-recorder': () => import('./remotion-recorder'),
  fluidmotion: () => import('./fluidmotion'),
  'mykaraoke-video': () => import('./mykaraoke-video'),
  'relay-app': () => import('./relay-app'),
};
