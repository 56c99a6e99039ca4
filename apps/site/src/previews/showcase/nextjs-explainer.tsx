import { evolvePath } from '@remotion/paths';
import { linearTiming, TransitionSeries } from '@remotion/transitions';
import { fade } from '@remotion/transitions/fade';
import { slide } from '@remotion/transitions/slide';
import { AbsoluteFill, interpolate, spring, useCurrentFrame } from 'remotion';
import { at, fps, mono, sans, showcasePreview } from './kit';

const fill = {
  background: '#0a0a0a',
  color: '#fafafa',
  fontFamily: sans,
  justifyContent: 'center',
  alignItems: 'center',
} as const;

/** A title card: a headline rising into place over a line of context. */
function Title({ heading, sub }: { heading: string; sub: string }) {
  const frame = useCurrentFrame();
  const rise = spring({ frame, fps, config: { damping: 200 } });
  return (
    <AbsoluteFill style={{ ...fill, flexDirection: 'column' }}>
      <div
        style={{
          fontSize: 52,
          fontWeight: 800,
          textAlign: 'center',
          transform: `translateY(${(1 - rise) * 30}px)`,
        }}
      >
        {heading}
      </div>
      <div style={{ fontSize: 28, color: '#a3a3a3', marginTop: 18, opacity: rise }}>{sub}</div>
    </AbsoluteFill>
  );
}

/** A component tree: grey nodes run on the server, the blue one in the browser. */
const nodes = [
  { name: 'Page', x: 480, y: 130, parent: -1, client: false },
  { name: 'Layout', x: 280, y: 270, parent: 0, client: false },
  { name: 'Article', x: 680, y: 270, parent: 0, client: false },
  { name: 'Nav', x: 180, y: 410, parent: 1, client: false },
  { name: 'LikeButton', x: 680, y: 410, parent: 2, client: true },
];
const legend = [
  ['server', '#525252'],
  ['client', '#1d4ed8'],
] as const;

const edges = nodes
  .map((n) => nodes[n.parent] && `M ${nodes[n.parent]!.x} ${nodes[n.parent]!.y} L ${n.x} ${n.y}`)
  .filter(Boolean)
  .join(' ');

function Tree() {
  const frame = useCurrentFrame();
  const pop = (i: number) => spring({ frame, fps, delay: i * 5, config: { damping: 14 } });
  const drawn = interpolate(frame, [4, 30], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  return (
    <AbsoluteFill style={fill}>
      <svg width={960} height={540} style={{ position: 'absolute', inset: 0 }}>
        <path d={edges} stroke="#404040" strokeWidth={3} {...evolvePath(drawn, edges)} />
      </svg>
      {nodes.map((n, i) => (
        <div
          key={n.name}
          style={{
            ...at(n.x - 105, n.y - 30, 210, 60),
            borderRadius: 12,
            display: 'grid',
            placeItems: 'center',
            fontFamily: mono,
            fontSize: 22,
            background: n.client ? '#1d4ed8' : '#262626',
            border: `2px solid ${n.client ? '#60a5fa' : '#525252'}`,
            transform: `scale(${pop(i)})`,
          }}
        >
          {`<${n.name} />`}
        </div>
      ))}
      <div style={{ ...at(700, 40), display: 'flex', gap: 12, fontSize: 22, opacity: pop(6) }}>
        {legend.map(([label, color]) => (
          <span key={label} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span style={{ width: 16, height: 16, borderRadius: 4, background: color }} />
            {label}
          </span>
        ))}
      </div>
    </AbsoluteFill>
  );
}

const cut = linearTiming({ durationInFrames: 15 });

/** Next.js explainer: title cards and an animated diagram about where React code runs. */
function Explainer() {
  return (
    <TransitionSeries>
      <TransitionSeries.Sequence durationInFrames={50}>
        <Title heading="Where does a component render?" sub="Server and client, explained" />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition presentation={fade()} timing={cut} />
      <TransitionSeries.Sequence durationInFrames={80}>
        <Tree />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition presentation={slide({ direction: 'from-right' })} timing={cut} />
      <TransitionSeries.Sequence durationInFrames={50}>
        <Title heading="Only the button ships JavaScript" sub="The rest arrives as ready HTML" />
      </TransitionSeries.Sequence>
    </TransitionSeries>
  );
}

export default showcasePreview('nextjs-explainer', Explainer, { seconds: 5, posterAt: 3.2 });
