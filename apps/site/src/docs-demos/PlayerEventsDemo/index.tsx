import { lazy } from 'react';
import { LazyStage } from '../_shared/LazyStage';

const Stage = lazy(() => import('./Stage'));

/** A Player with its built-in controls and a log of the events it emits. */
export function PlayerEventsDemo() {
  const below = <div className="docs-demo__log docs-demo__log--empty">Events appear here.</div>;
  return (
    <LazyStage below={below}>
      <Stage />
    </LazyStage>
  );
}
