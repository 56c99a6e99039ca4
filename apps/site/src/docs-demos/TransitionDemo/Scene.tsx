import { useTransitionProgress } from '@remotion/transitions';
import type { CSSProperties } from 'react';
import { AbsoluteFill, interpolate } from 'remotion';
import type { Readout } from './options';

const scenes = {
  a: { name: 'Scene A', background: '#1d4ed8', ink: '#ffffff', glow: '#93c5fd', round: true },
  b: { name: 'Scene B', background: '#fbbf24', ink: '#1c1917', glow: '#fcd34d', round: false },
} as const;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * One of the demo's two scenes: a label and a shape placed off-centre, so a slide reads
 * differently from a wipe. With `bare`, the scene has no background and animates its own
 * content from `useTransitionProgress()` (what `none()` needs); `readout` draws the hook's values.
 */
export function Scene({
  which,
  bare,
  readout,
}: {
  which: 'a' | 'b';
  bare: boolean;
  readout: Readout;
}) {
  const { entering, exiting, isInTransitionSeries } = useTransitionProgress();
  const scene = scenes[which];
  const shown = bare ? clamp01(entering - exiting) : 1;
  const content: CSSProperties = {
    opacity: shown,
    transform: `translateY(${interpolate(shown, [0, 1], [which === 'a' ? -120 : 120, 0])}px)`,
  };
  return (
    <AbsoluteFill style={{ backgroundColor: bare ? undefined : scene.background }}>
      <div
        style={{
          ...content,
          position: 'absolute',
          top: 210,
          left: which === 'a' ? 140 : 840,
          width: 300,
          height: 300,
          borderRadius: scene.round ? '50%' : 36,
          background: bare ? scene.glow : scene.ink,
          opacity: (bare ? 1 : 0.9) * shown,
        }}
      />
      <AbsoluteFill
        style={{
          ...content,
          justifyContent: 'center',
          alignItems: which === 'a' ? 'flex-end' : 'flex-start',
          padding: '0 150px',
          color: bare ? scene.glow : scene.ink,
          fontFamily: 'system-ui, sans-serif',
          fontSize: 120,
          fontWeight: 800,
        }}
      >
        {scene.name}
      </AbsoluteFill>
      {readout === 'hook' || readout === 'volume' ? (
        <Panel
          which={which}
          rows={
            readout === 'hook'
              ? [
                  ['entering', entering],
                  ['exiting', exiting],
                ]
              : [['narration volume', clamp01(entering * (1 - exiting))]]
          }
          footer={
            readout === 'hook'
              ? `isInTransitionSeries: ${String(isInTransitionSeries)}`
              : 'entering × (1 − exiting), silent demo'
          }
        />
      ) : null}
    </AbsoluteFill>
  );
}

/** The values of one scene, with bars, in a top corner of its own (clear of the controls). */
function Panel({
  which,
  rows,
  footer,
}: {
  which: 'a' | 'b';
  rows: [string, number][];
  footer: string;
}) {
  return (
    <div
      style={{
        position: 'absolute',
        top: 40,
        ...(which === 'a' ? { right: 40 } : { left: 40 }),
        padding: '20px 28px',
        borderRadius: 20,
        background: 'rgba(15, 23, 42, 0.88)',
        color: '#f8fafc',
        fontFamily: 'ui-monospace, monospace',
        fontSize: 26,
        lineHeight: 1.5,
      }}
    >
      <div style={{ fontWeight: 700 }}>{scenes[which].name}</div>
      {rows.map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <span style={{ width: 260 }}>{name}</span>
          <span style={{ width: 80, textAlign: 'right' }}>{value.toFixed(2)}</span>
          <span style={{ width: 140, height: 16, borderRadius: 8, background: '#334155' }}>
            <span
              style={{
                display: 'block',
                width: `${clamp01(value) * 100}%`,
                height: '100%',
                borderRadius: 8,
                background: scenes[which].glow,
              }}
            />
          </span>
        </div>
      ))}
      <div style={{ color: '#cbd5e1', fontSize: 22 }}>{footer}</div>
    </div>
  );
}
