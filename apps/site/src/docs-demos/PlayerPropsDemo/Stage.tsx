import { useMemo } from 'react';
import { DemoPlayer } from '../_shared/DemoPlayer';
import type { DemoSceneProps } from '../_shared/scene';

/** The heavy part of PlayerPropsDemo: a Player whose props come from the form. */
export default function Stage({
  title,
  color,
  loop,
  playbackRate,
}: DemoSceneProps & { loop: boolean; playbackRate: number }) {
  // A new object only when a value changes, so the scene re-renders only then.
  const inputProps = useMemo(() => ({ title: title.trim() || ' ', color }), [title, color]);
  return <DemoPlayer inputProps={inputProps} loop={loop} playbackRate={playbackRate} controls />;
}
