import { lazy, useId, useState } from 'react';
import { LazyStage } from '../_shared/LazyStage';
import { checkName } from '../_shared/mdx-options';
import '../_shared/live-examples.css';
import { ownPath, pathHelpers, samplePaths, type PathHelper } from './samples';

const Stage = lazy(() => import('./Stage'));

/**
 * What a function of `@remotion/paths` does, shown by a short composition of ours in the
 * Player. Demos that work on any path offer a choice of sample paths. The Player's code loads
 * only when the demo nears the viewport.
 */
export function PathDemo({ helper: name }: { helper: PathHelper }) {
  // MDX attributes escape the type checker: a typo fails the prerender with a clear message.
  const helper = checkName(name, pathHelpers);
  const id = useId();
  const [sample, setSample] = useState(0);
  const d = samplePaths[sample]?.d ?? samplePaths[0].d;
  return (
    <div className="docs-demo">
      {ownPath.has(helper) ? null : (
        <form className="docs-demo__form docs-demo__form--row" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`${id}-path`}>Path (d)</label>
          <select
            id={`${id}-path`}
            value={sample}
            onChange={(e) => setSample(Number(e.target.value))}
          >
            {samplePaths.map((p, i) => (
              <option key={p.name} value={i}>
                {p.name}
              </option>
            ))}
          </select>
        </form>
      )}
      <LazyStage className="docs-demo__stage">
        <Stage helper={helper} d={d} />
      </LazyStage>
    </div>
  );
}
