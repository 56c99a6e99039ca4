import { lazy } from 'react';
import { LazyStage } from '../_shared/LazyStage';

const Stage = lazy(() => import('./Stage'));

/** A Player without built-in controls, driven by buttons and a slider that use its ref. */
export function CustomControlsDemo() {
  const below = <div className="docs-demo__controls docs-demo__controls--placeholder" />;
  return (
    <LazyStage below={below}>
      <Stage />
    </LazyStage>
  );
}
