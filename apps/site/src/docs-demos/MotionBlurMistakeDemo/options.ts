/** What the common-mistake demo can show, as plain data (no toolkit code). */

export const mistakes = ['outside', 'background'] as const;
export type Mistake = (typeof mistakes)[number];

export const mistakeLabels: Record<Mistake, string> = {
  outside: 'Frame read outside the wrapper',
  background: 'Background inside the wrapper',
};

export const wrappers = ['trail', 'camera'] as const;
export type Wrapper = (typeof wrappers)[number];

/** The settings, flat, so they can be the Player's `inputProps`. */
export interface MistakeSettings extends Record<string, unknown> {
  wrapper: Wrapper;
  mistake: Mistake;
}

/** What the left half shows for the settings, in one sentence. */
export function mistakeCaption({ wrapper, mistake }: MistakeSettings): string {
  if (mistake === 'outside') {
    return 'Left: the position is computed before the wrapper, so every copy is the same and nothing moves apart.';
  }
  return wrapper === 'trail'
    ? "Left: the top copy's opaque background covers the whole trail."
    : 'Left: the blur still shows, because the copies are averaged, but the background is drawn once per sample for nothing.';
}
