import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';
import { Timeline, type Track } from './_parts/Timeline';
import { clamp, font, mono, palette, templatePreview } from './_parts/ui';

const tracks: Track[] = [
  {
    clips: [
      { from: 0, to: 0.55, colour: '#0b84f3', label: 'Title' },
      { from: 0.6, to: 1, colour: '#0b84f3', label: 'Outro' },
    ],
  },
  { clips: [{ from: 0.1, to: 0.9, colour: '#ec4899', label: 'Image' }] },
  { clips: [{ from: 0, to: 1, colour: '#10b981', label: 'Music' }] },
];
const assets = ['#f97316', '#8b5cf6', '#14b8a6', '#eab308', '#ec4899', '#64748b'];
const panel = { background: palette.panel, borderRadius: 12, padding: 16 } as const;

/**
 * Editor Starter: a sketch of a video editor built on the starter kit: assets on the left, a
 * canvas where a title is dragged and an image resized, an inspector following along, and a
 * timeline whose playhead then plays the edit.
 */
function EditorStarter() {
  const frame = useCurrentFrame();
  const drag = interpolate(frame, [10, 55], [0, 1], clamp);
  const size = 140 + interpolate(frame, [60, 95], [0, 70], clamp);
  const title = frame < 58;
  const box = title
    ? { x: 300 - drag * 260, y: 250 - drag * 210, w: 330, h: 64 }
    : { x: 360, y: 150, w: size * 1.2, h: size };
  const handles = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ];
  return (
    <AbsoluteFill
      style={{
        background: '#111827',
        fontFamily: font,
        color: palette.text,
        padding: 24,
        boxSizing: 'border-box',
        gap: 16,
      }}
    >
      <div style={{ flex: 1, display: 'flex', gap: 16 }}>
        <div
          style={{
            ...panel,
            width: 190,
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: 10,
            alignContent: 'start',
          }}
        >
          {assets.map((c) => (
            <span key={c} style={{ aspectRatio: '1', borderRadius: 8, background: c }} />
          ))}
        </div>
        <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <div
            style={{
              position: 'relative',
              width: 640,
              height: 360,
              background: 'linear-gradient(135deg, #fde68a, #fb7185)',
              overflow: 'hidden',
            }}
          >
            <div
              style={{
                position: 'absolute',
                left: 360,
                top: 150,
                width: size * 1.2,
                height: size,
                background: '#8b5cf6',
                borderRadius: 10,
              }}
            />
            <div
              style={{
                position: 'absolute',
                left: title ? box.x : 40,
                top: title ? box.y : 40,
                fontSize: 54,
                fontWeight: 900,
                color: '#0f172a',
                padding: '0 8px',
              }}
            >
              Summer sale
            </div>
            <div
              style={{
                position: 'absolute',
                left: box.x,
                top: box.y,
                width: box.w,
                height: box.h,
                outline: '3px solid #0b84f3',
              }}
            />
            {handles.map(([x = 0, y = 0], i) => (
              <span
                key={i}
                style={{
                  position: 'absolute',
                  left: x - 7,
                  top: y - 7,
                  width: 14,
                  height: 14,
                  background: '#fff',
                  border: '2px solid #0b84f3',
                }}
              />
            ))}
          </div>
        </div>
        <div
          style={{
            ...panel,
            width: 200,
            fontFamily: mono,
            fontSize: 19,
            lineHeight: 2,
            color: palette.muted,
          }}
        >
          <div style={{ color: palette.text, fontFamily: font, fontWeight: 700 }}>
            {title ? 'Text' : 'Image'}
          </div>
          {(['x', 'y', 'w', 'h'] as const).map((key) => (
            <div key={key}>
              {key} {Math.round(box[key])}
            </div>
          ))}
        </div>
      </div>
      <div style={{ ...panel, padding: '18px 18px 10px' }}>
        <Timeline tracks={tracks} playhead={interpolate(frame, [100, 179], [0.05, 0.95], clamp)} />
      </div>
    </AbsoluteFill>
  );
}

/** Editor Starter: dragging, resizing and playing an edit in an editor built on the kit. */
export default templatePreview(EditorStarter, 6, 80);
