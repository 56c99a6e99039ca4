import { lazy, Suspense, useId, useState } from 'react';
import { Placeholder } from './Placeholder';
import { accentPresets, type TitleCardProps } from './props';
import { useNearViewport } from './use-near-viewport';

const DemoPlayer = lazy(() => import('./DemoPlayer'));

/** How the typed text becomes the headline: as is, or as a greeting to a name. */
export type DemoVariant = 'title' | 'greeting';

const headline = (variant: DemoVariant, text: string) =>
  variant === 'greeting' ? `Hello, ${text.trim() || 'there'}!` : text.trim() || 'Your title';

/**
 * A live, editable video: a form (text and accent colour) beside a Remotion Player.
 * The Player's code is fetched only when the demo approaches the viewport.
 */
export function TitleCardDemo({
  variant = 'title',
  initialText,
  subtitle = 'Rendered live with @remotion/player',
}: {
  variant?: DemoVariant;
  initialText: string;
  subtitle?: string;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [accent, setAccent] = useState<string>(accentPresets[0].value);
  // Watch the stage itself, without a margin: on a phone the form comes first and the Player
  // (about 170 KB of code, and a 200 ms task to start on a mid-range phone) stays unloaded
  // until the reader scrolls to it.
  const { ref, near } = useNearViewport<HTMLDivElement>('0px');
  const props: TitleCardProps = { title: headline(variant, text), accent, subtitle };
  return (
    <div className="title-demo">
      <form className="title-demo__form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-text`}>{variant === 'greeting' ? 'Your name' : 'Title text'}</label>
        <input
          id={`${id}-text`}
          type="text"
          value={text}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <fieldset className="title-demo__colours">
          <legend>Accent colour</legend>
          {accentPresets.map((preset) => (
            <button
              key={preset.value}
              type="button"
              className="title-demo__swatch"
              style={{ background: preset.value }}
              aria-label={`Use ${preset.name.toLowerCase()} as accent colour`}
              aria-pressed={accent === preset.value}
              onClick={() => setAccent(preset.value)}
            />
          ))}
          {/* The last swatch opens the browser's colour picker: same shape, same selected ring. */}
          <label
            className="title-demo__swatch title-demo__swatch--custom"
            data-selected={!accentPresets.some((p) => p.value === accent)}
            style={
              accentPresets.some((p) => p.value === accent) ? undefined : { background: accent }
            }
          >
            <span className="sk-visually-hidden">Pick any accent colour</span>
            <input
              id={`${id}-accent`}
              type="color"
              value={accent}
              onChange={(e) => setAccent(e.target.value)}
            />
          </label>
        </fieldset>
        <p className="title-demo__hint">
          The video re-renders as you type. Use the controls to play, seek, change the volume or go
          fullscreen; with the controls focused, the arrow keys jump one second.
        </p>
      </form>
      <div className="title-demo__stage" ref={ref}>
        {near ? (
          <Suspense fallback={<Placeholder {...props} loading />}>
            <DemoPlayer {...props} />
          </Suspense>
        ) : (
          <Placeholder {...props} loading={false} />
        )}
      </div>
    </div>
  );
}
