import { AbsoluteFill, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';
import { Timeline, type Track } from './_parts/Timeline';
import { clamp, font, mono, palette, templatePreview } from './_parts/ui';

const tracks: Track[] = [
  { name: 'Webcam', clips: [{ from: 0, to: 1, colour: '#0b84f3' }] },
  { name: 'Display', clips: [{ from: 0, to: 1, colour: '#8b5cf6' }] },
  {
    name: 'Captions',
    clips: [0, 0.3, 0.6].map((from) => ({ from, to: from + 0.28, colour: '#f59e0b' })),
  },
  { name: 'Music', clips: [{ from: 0.1, to: 1, colour: '#10b981' }] },
];
const said = ['Hi, today I show you', 'how to record a demo', 'and caption it.'];
const absolute = { position: 'absolute' } as const;

/**
 * Recorder: a sketch of the Remotion Recorder. Webcam and screen are recorded together (REC
 * and a running clock), then the take opens in the editor with generated captions, a music
 * track and a playhead running over the timeline.
 */
function Recorder() {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const editing = frame >= 80;
  const timeline = interpolate(frame, [80, 95], [0, 1], clamp);
  const playhead = interpolate(frame, [95, 179], [0, 1], clamp);
  const caption = said[Math.min(said.length - 1, Math.floor(playhead * said.length))];
  return (
    <AbsoluteFill
      style={{
        background: palette.ink,
        fontFamily: font,
        color: palette.text,
        padding: 36,
        boxSizing: 'border-box',
        gap: 18,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 14, fontSize: 24 }}>
        <span
          style={{
            width: 20,
            height: 20,
            borderRadius: 10,
            background: editing ? palette.line : '#ef4444',
            opacity: editing || frame % 30 < 20 ? 1 : 0.3,
          }}
        />
        <b>{editing ? 'Editing take 1' : 'Recording'}</b>
        <span style={{ fontFamily: mono, color: palette.muted }}>
          00:0{Math.floor(Math.min(frame, 80) / fps)}
        </span>
      </div>
      <div
        style={{
          position: 'relative',
          height: 420 - timeline * 60,
          borderRadius: 14,
          background: '#1e1b4b',
        }}
      >
        <div
          style={{
            ...absolute,
            inset: 24,
            borderRadius: 10,
            background: '#0b1120',
            padding: 24,
            fontFamily: mono,
            fontSize: 22,
            lineHeight: 1.8,
            color: '#a5b4fc',
          }}
        >
          {'export const Demo = () => {'}
          <div style={{ color: '#e2e8f0' }}>{'  return <Title text="Take 1" />;'}</div>
          {'};'}
        </div>
        <div
          style={{
            ...absolute,
            right: 36,
            bottom: 24,
            width: 170,
            height: 170,
            borderRadius: 85,
            background: '#fcd34d',
            overflow: 'hidden',
            border: '5px solid #fff',
          }}
        >
          <div
            style={{
              ...absolute,
              left: 50,
              top: 30 + Math.sin(frame / 8) * 3,
              width: 70,
              height: 70,
              borderRadius: 35,
              background: '#92400e',
            }}
          />
          <div
            style={{
              ...absolute,
              left: 20,
              top: 110,
              width: 130,
              height: 90,
              borderRadius: 60,
              background: '#1d4ed8',
            }}
          />
        </div>
        <div
          style={{
            ...absolute,
            left: 0,
            right: 230,
            bottom: 28,
            textAlign: 'center',
            fontSize: 34,
            fontWeight: 800,
            opacity: timeline,
          }}
        >
          <span style={{ background: 'rgba(0,0,0,0.7)', padding: '6px 14px', borderRadius: 8 }}>
            {caption}
          </span>
        </div>
      </div>
      <div style={{ opacity: timeline }}>
        <Timeline tracks={tracks} playhead={playhead} />
      </div>
    </AbsoluteFill>
  );
}

/** Recorder: a take recorded with webcam and screen, then captioned in the editor. */
export default templatePreview(Recorder, 6, 130);
