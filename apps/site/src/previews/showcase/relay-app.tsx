import { evolvePath } from '@remotion/paths';
import { Circle, Rect, Triangle } from '@remotion/shapes';
import { AbsoluteFill, interpolate, spring, useCurrentFrame } from 'remotion';
import { at, fps, sans, showcasePreview } from './kit';

/** The workflow the instructional video walks through, one step every 36 frames. */
const steps = [
  { title: 'Form submitted', caption: 'Start when someone fills in the form', icon: 'trigger' },
  { title: 'Ask for approval', caption: 'A teammate approves the request', icon: 'person' },
  { title: 'Send the email', caption: 'The reply goes out automatically', icon: 'send' },
];
const every = 36;
const start = 24;
const brand = { ink: '#1f2937', accent: '#ea580c', soft: '#ffedd5' };
const connector = (i: number) => `M ${320 + i * 270} 260 L ${370 + i * 270} 260`;

function Icon({ kind }: { kind: string }) {
  const color = brand.accent;
  if (kind === 'trigger') return <Triangle length={30} direction="right" fill={color} />;
  if (kind === 'person') return <Circle radius={15} fill={color} />;
  return <Rect width={30} height={22} cornerRadius={4} fill={color} />;
}

/** Relay.app: instructional videos generated from code, so every one keeps the same look. */
function HowTo() {
  const frame = useCurrentFrame();
  const active = Math.max(0, Math.min(steps.length - 1, Math.floor((frame - start) / every)));
  const title = spring({ frame, fps, config: { damping: 200 } });
  return (
    <AbsoluteFill style={{ background: '#fffbf5', fontFamily: sans, color: brand.ink }}>
      <div
        style={{
          ...at(60, 50),
          fontSize: 18,
          fontWeight: 700,
          color: brand.accent,
          letterSpacing: 2,
        }}
      >
        HOW TO
      </div>
      <div style={{ ...at(60, 76), fontSize: 40, fontWeight: 800, opacity: title }}>
        Approve new requests automatically
      </div>
      <svg width={960} height={540} style={at(0, 0)}>
        {[0, 1].map((i) => {
          const drawn = interpolate(
            frame,
            [start + (i + 1) * every - 12, start + (i + 1) * every],
            [0, 1],
            {
              extrapolateLeft: 'clamp',
              extrapolateRight: 'clamp',
            },
          );
          return (
            <path
              key={i}
              d={connector(i)}
              stroke={brand.accent}
              strokeWidth={4}
              {...evolvePath(drawn, connector(i))}
            />
          );
        })}
      </svg>
      {steps.map((step, i) => {
        const enter = spring({ frame, fps, delay: start + i * every, config: { damping: 14 } });
        return (
          <div
            key={step.title}
            style={{
              ...at(100 + i * 270, 190, 220, 140),
              borderRadius: 16,
              padding: 18,
              boxSizing: 'border-box',
              background: '#fff',
              border: `3px solid ${i === active ? brand.accent : '#e5e7eb'}`,
              boxShadow: '0 8px 24px rgb(31 41 55 / 0.08)',
              opacity: enter,
              transform: `translateY(${(1 - enter) * 30}px)`,
            }}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 12, height: 34 }}>
              <div style={{ width: 30, display: 'grid', placeItems: 'center' }}>
                <Icon kind={step.icon} />
              </div>
              <span style={{ fontSize: 15, color: '#6b7280' }}>Step {i + 1}</span>
            </div>
            <div style={{ marginTop: 12, fontSize: 22, fontWeight: 700 }}>{step.title}</div>
          </div>
        );
      })}
      <div style={{ ...at(0, 400, 960), display: 'flex', justifyContent: 'center' }}>
        <div
          style={{
            padding: '14px 26px',
            borderRadius: 12,
            background: brand.soft,
            fontSize: 24,
            opacity: +(frame >= start),
          }}
        >
          {active + 1}. {steps[active]!.caption}
        </div>
      </div>
    </AbsoluteFill>
  );
}

export default showcasePreview('relay-app', HowTo, { seconds: 5, posterAt: 3.8 });
