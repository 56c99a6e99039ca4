import { lazy, useId, useState } from 'react';
import { LazyStage } from '../_shared/LazyStage';

const Stage = lazy(() => import('./Stage'));

/**
 * Resize the Player's container and watch the composition (1280×720) scale to fit; with a
 * fixed height too, the video is letterboxed inside the box.
 */
export function ScalingDemo() {
  const id = useId();
  const [widthPercent, setWidthPercent] = useState(100);
  const [fixedHeight, setFixedHeight] = useState(false);
  return (
    <div className="docs-demo">
      <form className="docs-demo__form docs-demo__form--row" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-width`}>Container width: {widthPercent}%</label>
        <input
          id={`${id}-width`}
          type="range"
          min={30}
          max={100}
          step={5}
          value={widthPercent}
          onChange={(e) => setWidthPercent(Number(e.target.value))}
        />
        <label className="docs-demo__check">
          <input
            type="checkbox"
            checked={fixedHeight}
            onChange={(e) => setFixedHeight(e.target.checked)}
          />
          Also set <code>height: 300</code> (letterboxing)
        </label>
      </form>
      <LazyStage className="docs-demo__stage">
        <Stage widthPercent={widthPercent} fixedHeight={fixedHeight} />
      </LazyStage>
    </div>
  );
}
