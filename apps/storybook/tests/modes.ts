import type { Mode } from './story-page';

/** The four looks every story is checked in: light and dark, at a desktop and a phone width. */
export const LIGHT_DESKTOP: Mode = {
  name: 'light-1280',
  colorMode: 'light',
  width: 1280,
  height: 800,
};
export const DARK_DESKTOP: Mode = {
  name: 'dark-1280',
  colorMode: 'dark',
  width: 1280,
  height: 800,
};
export const LIGHT_PHONE: Mode = { name: 'light-390', colorMode: 'light', width: 390, height: 844 };
export const DARK_PHONE: Mode = { name: 'dark-390', colorMode: 'dark', width: 390, height: 844 };
/** The desktop at 200 % browser zoom: a 640 px layout drawn at twice the scale. */
export const ZOOM_200: Mode = {
  name: 'light-1280-zoom200',
  colorMode: 'light',
  width: 640,
  height: 400,
  scale: 2,
};
/**
 * The modes a story is rendered in, from its tags: all four by default; `desktop-only` or
 * `phone-only` for a story about one width (a navbar dropdown, the drawer); `zoom` adds 200 %
 * zoom. (Every mode asks for reduced motion, see `StoryPage`; a `reduced-motion` story is
 * also checked for quick animations.)
 */
export function modesOf(tags: readonly string[]): Mode[] {
  let modes = [LIGHT_DESKTOP, DARK_DESKTOP, LIGHT_PHONE, DARK_PHONE];
  if (tags.includes('desktop-only')) modes = modes.filter((m) => m.width > 600);
  if (tags.includes('phone-only')) modes = modes.filter((m) => m.width < 600);
  if (tags.includes('zoom')) modes.push(ZOOM_200);
  return modes;
}

/** Whether a story's screenshots are compared (`no-visual` opts out: its play and console are still checked). */
export const isVisual = (tags: readonly string[]) => !tags.includes('no-visual');
