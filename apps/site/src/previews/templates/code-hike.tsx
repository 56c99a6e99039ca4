import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';
import { highlight } from './_parts/highlight';
import { clamp, font, mono, palette, templatePreview } from './_parts/ui';

type Line = { key: string; text: string };
const steps: Line[][] = [
  [
    { key: 'fn', text: 'function greet(name) {' },
    { key: 'body', text: "  return 'Hello ' + name;" },
    { key: 'end', text: '}' },
  ],
  [
    { key: 'type', text: 'type Props = { name: string };' },
    { key: 'gap', text: '' },
    { key: 'fn', text: 'function greet({ name }: Props) {' },
    { key: 'body', text: '  return `Hello ${name}`;' },
    { key: 'end', text: '}' },
  ],
];
steps.push([...steps[1]!, { key: 'gap2', text: '' }, { key: 'call', text: 'greet(42);' }]);
const lineHeight = 52;
/**
 * Code Hike: a code walkthrough that animates from one snippet to the next: lines that stay
 * slide to their new place, new lines fade in, and the last step annotates a TypeScript error.
 */
function CodeHike() {
  const frame = useCurrentFrame();
  const second = frame >= 85;
  const progress = interpolate(frame, second ? [105, 125] : [45, 65], [0, 1], {
    ...clamp,
    easing: Easing.inOut(Easing.cubic),
  });
  const from = steps[second ? 1 : 0]!;
  const to = steps[second ? 2 : 1]!;
  const keys = [...new Set([...to, ...from].map((l) => l.key))];
  const error = interpolate(frame, [130, 140], [0, 1], clamp);
  return (
    <AbsoluteFill
      style={{
        background: '#0b1120',
        fontFamily: font,
        padding: '48px 90px',
        boxSizing: 'border-box',
      }}
    >
      <div style={{ color: palette.muted, fontFamily: mono, fontSize: 24, marginBottom: 36 }}>
        greet.ts
      </div>
      <div style={{ position: 'relative', fontFamily: mono, fontSize: 36, whiteSpace: 'pre' }}>
        {keys.map((key) => {
          const a = from.findIndex((l) => l.key === key);
          const b = to.findIndex((l) => l.key === key);
          const y = interpolate(
            progress,
            [0, 1],
            [(a < 0 ? b : a) * lineHeight, (b < 0 ? a : b) * lineHeight],
          );
          const oldText = from[a]?.text;
          const newText = to[b]?.text;
          const layer = (text: string | undefined, opacity: number) =>
            text === undefined ? null : (
              <div style={{ position: 'absolute', top: y, opacity }}>{highlight(text)}</div>
            );
          if (oldText === newText) return <div key={key}>{layer(newText, 1)}</div>;
          return (
            <div key={key}>
              {layer(oldText, 1 - progress)}
              {layer(newText, progress)}
            </div>
          );
        })}
        <div
          style={{
            position: 'absolute',
            top: 6 * lineHeight,
            color: 'transparent',
            opacity: error,
          }}
        >
          greet(
          <span
            style={{
              textDecoration: 'underline wavy #ef4444',
              textDecorationThickness: 3,
              textUnderlineOffset: 10,
            }}
          >
            42
          </span>
        </div>
        <div
          style={{
            position: 'absolute',
            top: 6 * lineHeight + 64,
            left: 0,
            fontFamily: font,
            fontSize: 24,
            color: '#fecaca',
            background: '#450a0a',
            padding: '10px 16px',
            borderRadius: 8,
            opacity: error,
          }}
        >
          Argument of type &apos;number&apos; is not assignable to parameter of type
          &apos;Props&apos;.
        </div>
      </div>
    </AbsoluteFill>
  );
}

/** Code Hike: one code snippet animating into the next, ending on an annotated error. */
export default templatePreview(CodeHike, 6, 150);
