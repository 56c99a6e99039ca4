import { AbsoluteFill, interpolate, spring, useCurrentFrame } from 'remotion';
import { at, fps, mono, sans, showcasePreview } from './kit';

/** The same recording laid out for three platforms: frame size, and whether the camera gets half. */
const formats = [
  { from: 0, label: 'Landscape 16:9', width: 720, height: 405, split: false },
  { from: 60, label: 'Portrait 9:16', width: 236, height: 420, split: true },
  { from: 105, label: 'Square 1:1', width: 420, height: 420, split: false },
];
const person = {
  position: 'absolute',
  left: '50%',
  translate: '-50%',
  background: '#e2e8f0',
} as const;
const code = [0.55, 0.8, 0.4, 0.7, 0.62, 0.3, 0.75, 0.5];

/** Where the webcam sits in a frame of `w` × `h`: a bubble in the corner, or the lower half. */
const camera = (w: number, h: number, split: boolean) => {
  const size = h * 0.34;
  return split
    ? { left: 0, top: h / 2, width: w, height: h / 2, radius: 0 }
    : { left: w - size - 14, top: h - size - 14, width: size, height: size, radius: size / 2 };
};

/** Remotion Recorder: screen and webcam recorded together, then laid out for each platform. */
function Recording() {
  const frame = useCurrentFrame();
  const index = formats.findLastIndex((f) => frame >= f.from);
  const now = formats[index]!;
  const before = formats[Math.max(0, index - 1)]!;
  const p = spring({
    frame: frame - now.from,
    fps,
    config: { damping: 200 },
    durationInFrames: 20,
  });
  const mix = (a: number, b: number) => interpolate(p, [0, 1], [a, b]);
  const w = mix(before.width, now.width);
  const h = mix(before.height, now.height);
  const camFrom = camera(before.width, before.height, before.split);
  const camTo = camera(now.width, now.height, now.split);
  const cam = {
    ...at(mix(camFrom.left, camTo.left), mix(camFrom.top, camTo.top)),
    width: mix(camFrom.width, camTo.width),
    height: mix(camFrom.height, camTo.height),
    borderRadius: mix(camFrom.radius, camTo.radius),
  };
  const screenHeight = mix(before.split ? h / 2 : h, now.split ? h / 2 : h);
  const typed = Math.min(code.length, Math.floor(frame / 8) + 3);
  return (
    <AbsoluteFill style={{ background: '#1e1e2e', fontFamily: sans, alignItems: 'center' }}>
      <div style={{ ...at(30, 24), display: 'flex', alignItems: 'center', gap: 10, color: '#fff' }}>
        <div
          style={{
            width: 16,
            height: 16,
            borderRadius: 8,
            background: '#ef4444',
            opacity: frame % 30 < 20 ? 1 : 0.3,
          }}
        />
        <span style={{ fontFamily: mono, fontSize: 20 }}>
          REC 00:{String(12 + Math.floor(frame / fps)).padStart(2, '0')}
        </span>
      </div>
      <div
        style={{
          position: 'relative',
          marginTop: 60,
          width: w,
          height: h,
          borderRadius: 12,
          overflow: 'hidden',
          background: '#0b0b14',
        }}
      >
        <div style={{ ...at(0, 0, w, screenHeight), padding: 18, overflow: 'hidden' }}>
          {code.slice(0, typed).map((width, i) => (
            <div
              key={i}
              style={{
                height: 12,
                margin: '0 0 10px',
                marginLeft: (i % 3) * 20,
                width: `${width * 70}%`,
                borderRadius: 6,
                background: i % 2 ? '#89b4fa' : '#f5c2e7',
              }}
            />
          ))}
        </div>
        <div
          style={{ ...cam, overflow: 'hidden', background: 'linear-gradient(#94a3b8, #475569)' }}
        >
          <div
            style={{ ...person, top: '20%', height: '32%', aspectRatio: '1', borderRadius: '50%' }}
          />
          <div
            style={{
              ...person,
              top: '58%',
              height: '60%',
              aspectRatio: '1.1',
              borderRadius: '50% 50% 0 0',
            }}
          />
        </div>
      </div>
      <div style={{ ...at(0, 495, 960), textAlign: 'center', color: '#cdd6f4', fontSize: 22 }}>
        {now.label}
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('remotion-recorder', Recording, { seconds: 5, posterAt: 1.6 });
