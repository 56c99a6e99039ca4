import { makeTriangle } from '@remotion/shapes';
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import { clamp, font, mono } from './ui';

const triangle = makeTriangle({ length: 110, direction: 'right', edgeRoundness: 0.2 });
const words = ['Welcome', 'to', 'Remotion'];

/**
 * The Hello World starter's kind of animation, drawn our own way: a logo of rings and a play
 * triangle springs in and rises, the title arrives word by word, then the hint to edit a file.
 * `language` badges the corner, so the TypeScript and JavaScript starters can be told apart.
 */
export function HelloScene({ language, file }: { language: 'TS' | 'JS'; file: string }) {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const accent = language === 'TS' ? '#0b84f3' : '#ca8a04';
  const logo = spring({ frame, fps, config: { damping: 12 } });
  const rise = interpolate(frame, [40, 65], [0, -120], clamp);
  const turn = interpolate(frame, [0, 150], [0, 240]);
  return (
    <AbsoluteFill style={{ background: '#ffffff', fontFamily: font, alignItems: 'center' }}>
      <div
        style={{
          position: 'absolute',
          top: 240 + rise,
          transform: `scale(${logo})`,
          width: 260,
          height: 260,
        }}
      >
        <svg viewBox="-130 -130 260 260" width={260} height={260}>
          {[118, 92, 66].map((r, i) => (
            <circle
              key={r}
              r={r}
              fill="none"
              stroke={accent}
              strokeOpacity={0.25 + i * 0.25}
              strokeWidth={12}
              strokeDasharray={`${r * 4} ${r * 2.3}`}
              transform={`rotate(${turn * (i % 2 ? -1 : 1) + i * 50})`}
            />
          ))}
          <path d={triangle.path} fill={accent} transform="translate(-40 -55)" />
        </svg>
      </div>
      <div
        style={{
          position: 'absolute',
          top: 420,
          display: 'flex',
          gap: 26,
          fontSize: 84,
          fontWeight: 800,
          color: '#0f172a',
        }}
      >
        {words.map((word, i) => {
          const enter = spring({ frame: frame - 55 - i * 7, fps, config: { damping: 200 } });
          return (
            <span
              key={word}
              style={{
                opacity: enter,
                transform: `translateY(${interpolate(enter, [0, 1], [40, 0])}px)`,
                color: i === 2 ? accent : undefined,
              }}
            >
              {word}
            </span>
          );
        })}
      </div>
      <div
        style={{
          position: 'absolute',
          top: 550,
          fontSize: 30,
          color: '#475569',
          opacity: interpolate(frame, [95, 110], [0, 1], clamp),
        }}
      >
        Edit <code style={{ fontFamily: mono, color: '#0f172a' }}>{file}</code> and save to reload.
      </div>
      <div
        style={{
          position: 'absolute',
          right: 40,
          top: 36,
          padding: '8px 14px',
          borderRadius: 10,
          background: accent,
          color: language === 'TS' ? '#ffffff' : '#111827',
          fontSize: 30,
          fontWeight: 800,
        }}
      >
        {language}
      </div>
    </AbsoluteFill>
  );
}
