import type { ColorModeMessage } from '../protocol/index.js';

/** The colour-mode message for a root element: `dark-mode` when `data-theme="dark"`, else `light-mode`. */
export const colorModeOf = (root: Element): ColorModeMessage =>
  root.getAttribute('data-theme') === 'dark' ? 'dark-mode' : 'light-mode';

/** The theme a colour-mode message asks for. */
export const themeOf = (message: ColorModeMessage): 'dark' | 'light' =>
  message === 'dark-mode' ? 'dark' : 'light';
