import { lazy, useId, useState } from 'react';
import { LazyStage } from '../_shared/LazyStage';
import { demoColours, demoDefaults } from '../_shared/scene';

const Stage = lazy(() => import('./Stage'));

/**
 * A form beside a Player: the text and colour become `inputProps`, the checkbox `loop` and the
 * select `playbackRate`. The Player's code loads only when the demo nears the viewport.
 */
export function PlayerPropsDemo() {
  const id = useId();
  const [title, setTitle] = useState(demoDefaults.title);
  const [color, setColor] = useState(demoDefaults.color);
  const [loop, setLoop] = useState(true);
  const [playbackRate, setPlaybackRate] = useState(1);
  return (
    <div className="docs-demo docs-demo--split">
      <form className="docs-demo__form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-title`}>Title (inputProps.title)</label>
        <input
          id={`${id}-title`}
          type="text"
          value={title}
          maxLength={30}
          autoComplete="off"
          onChange={(e) => setTitle(e.target.value)}
        />
        <label htmlFor={`${id}-color`}>Colour (inputProps.color)</label>
        <select id={`${id}-color`} value={color} onChange={(e) => setColor(e.target.value)}>
          {demoColours.map((c) => (
            <option key={c.value} value={c.value}>
              {c.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-rate`}>Speed (playbackRate)</label>
        <select
          id={`${id}-rate`}
          value={playbackRate}
          onChange={(e) => setPlaybackRate(Number(e.target.value))}
        >
          {[0.5, 1, 1.5, 2].map((r) => (
            <option key={r} value={r}>
              {r}×
            </option>
          ))}
        </select>
        <label className="docs-demo__check">
          <input type="checkbox" checked={loop} onChange={(e) => setLoop(e.target.checked)} />
          Loop (loop)
        </label>
      </form>
      <LazyStage className="docs-demo__stage">
        <Stage title={title} color={color} loop={loop} playbackRate={playbackRate} />
      </LazyStage>
    </div>
  );
}
