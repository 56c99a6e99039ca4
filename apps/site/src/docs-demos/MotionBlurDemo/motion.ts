import { Easing, interpolate } from 'remotion';

/**
 * Where a mover is on `frame` of the 90-frame loop: it rests, rushes from `from` to `to`
 * (frames 10–30), rests, rushes back (55–75) and rests. Clamped, so the copies that
 * `<Trail>` asks for at negative frames stay at the start.
 */
export const rushX = (frame: number, from: number, to: number) =>
  interpolate(frame, [10, 30, 55, 75], [from, to, to, from], {
    easing: Easing.inOut(Easing.cubic),
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });

/** A spin of 18° per frame: 4.5 turns in the loop, which a bar (symmetric by 180°) repeats exactly. */
export const spin = (frame: number) => frame * 18;
