import type { PreviewLoader } from '../types';

/**
 * The preview of every template, keyed by its `cliId` (see `content/data/templates.ts`). Each
 * loader is a dynamic import: a preview's code, and `remotion` with it, loads only when a card
 * or page is about to show it.
 */
export const templatePreviews: Record<string, PreviewLoader> = {
  'hello-world': () => import('./hello-world'),
  javascript: () => import('./javascript'),
  blank: () => import('./blank'),
  next: () => import('./next'),
  'next-tailwind': () => import('./next-tailwind'),
  'next-pages-dir': () => import('./next-pages-dir'),
  'react-router': () => import('./react-router'),
  three: () => import('./three'),
  still: () => import('./still'),
  tts: () => import('./tts'),
  'google-tts': () => import('./google-tts'),
  audiogram: () => import('./audiogram'),
  'music-visualization': () => import('./music-visualization'),
  skia: () => import('./skia'),
  overlay: () => import('./overlay'),
  stargazer: () => import('./stargazer'),
  tiktok: () => import('./tiktok'),
  'code-hike': () => import('./code-hike'),
  'render-server': () => import('./render-server'),
  recorder: () => import('./recorder'),
  'editor-starter': () => import('./editor-starter'),
};
