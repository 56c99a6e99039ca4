import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';
import { at, sans, showcasePreview } from './kit';

/** The guide's steps: where the cursor clicks, when, and what the caption says. */
const steps = [
  { x: 130, y: 240, click: 30, text: 'Open Settings' },
  { x: 706, y: 214, click: 90, text: 'Turn on notifications' },
  { x: 800, y: 416, click: 150, text: 'Save your changes' },
];
const clamp = { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' } as const;
const ease = { ...clamp, easing: Easing.inOut(Easing.quad) };
const after = (frame: number, click: number) =>
  interpolate(frame, [click, click + 8], [0, 1], clamp);
const accent = '#4f46e5';

/** The app being explained, in the state the guide has brought it to. */
function App({ frame }: { frame: number }) {
  const opened = frame >= steps[0]!.click;
  const toggled = after(frame, steps[1]!.click);
  const saved = after(frame, steps[2]!.click) > 0;
  const card = {
    inset: '40px 60px 70px',
    borderRadius: 16,
    background: '#fff',
    overflow: 'hidden',
  };
  return (
    <div style={{ position: 'absolute', ...card, boxShadow: '0 20px 50px rgb(30 41 59 / 0.18)' }}>
      <div style={{ ...at(0, 0, 180, 430), background: '#f1f5f9', paddingTop: 60 }}>
        {['Home', 'Projects', 'Settings'].map((label) => (
          <div
            key={label}
            style={{
              margin: '10px 14px 0',
              padding: '10px 14px',
              borderRadius: 8,
              fontSize: 20,
              background: label === 'Settings' && opened ? '#c7d2fe' : 'none',
            }}
          >
            {label}
          </div>
        ))}
      </div>
      <div style={{ ...at(210, 40), fontSize: 30, fontWeight: 800 }}>
        {opened ? 'Settings' : 'Home'}
      </div>
      <div style={{ ...at(210, 160), fontSize: 22 }}>Notifications</div>
      <div
        style={{
          ...at(612, 156, 64, 36),
          borderRadius: 18,
          background: toggled ? accent : '#cbd5e1',
        }}
      >
        <div style={{ ...at(4 + 28 * toggled, 4, 28, 28), borderRadius: 14, background: '#fff' }} />
      </div>
      {[380, 300].map((width, i) => (
        <div
          key={width}
          style={{ ...at(210, 230 + i * 30, width, 16), borderRadius: 8, background: '#e2e8f0' }}
        />
      ))}
      <div
        style={{
          ...at(680, 352, 120, 48),
          borderRadius: 10,
          display: 'grid',
          placeItems: 'center',
          background: saved ? '#16a34a' : accent,
          color: '#fff',
          fontSize: 20,
          fontWeight: 700,
        }}
      >
        {saved ? 'Saved' : 'Save'}
      </div>
    </div>
  );
}

/** MotionShot: a product walkthrough, step by step, with a moving cursor and captions. */
function Guide() {
  const frame = useCurrentFrame();
  const times = steps.flatMap((s) => [s.click - 30, s.click - 6]);
  const x = interpolate(
    frame,
    times,
    steps.flatMap((s, i) => [steps[i - 1]?.x ?? 620, s.x]),
    ease,
  );
  const y = interpolate(
    frame,
    times,
    steps.flatMap((s, i) => [steps[i - 1]?.y ?? 470, s.y]),
    ease,
  );
  const current = Math.min(steps.length - 1, Math.floor(frame / 60));
  const step = steps[current]!;
  const ripple = interpolate(frame - step.click, [0, 14], [0, 1], clamp);
  return (
    <AbsoluteFill style={{ background: '#e0e7ff', fontFamily: sans, color: '#0f172a' }}>
      <App frame={frame} />
      <div
        style={{
          ...at(x - 30, y - 30, 60, 60),
          borderRadius: 30,
          border: `3px solid ${accent}`,
          opacity: 1 - ripple,
          transform: `scale(${ripple})`,
        }}
      />
      <svg width={30} height={30} viewBox="0 0 24 24" style={at(x - 4, y - 2)}>
        <path d="M3 2 L3 19 L8 14 L12 22 L15 21 L11 13 L18 13 Z" fill="#0f172a" stroke="#fff" />
      </svg>
      <div style={{ ...at(0, 480, 960), textAlign: 'center', fontSize: 22, fontWeight: 700 }}>
        <span style={{ padding: '8px 18px', borderRadius: 999, background: accent, color: '#fff' }}>
          Step {current + 1} of 3 · {step.text}
        </span>
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('motionshot', Guide, { seconds: 6, posterAt: 3.3 });
