import { SmartLink } from '@sitekit/theme';
import { Section } from '../../../components/Section';

const example = `import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

export function FadeIn({ text }: { text: string }) {
  const frame = useCurrentFrame();
  const opacity = interpolate(frame, [0, 30], [0, 1], {
    extrapolateRight: 'clamp',
  });
  return (
    <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center' }}>
      <h1 style={{ opacity }}>{text}</h1>
    </AbsoluteFill>
  );
}`;

/** "Video, written in React": how a frame becomes a function of props and the frame number. */
export function ReactSection() {
  return (
    <Section title="Video, written in React" className="home-split">
      <div>
        <p>
          A video is a React component. <code>useCurrentFrame()</code> tells it which frame is being
          drawn, and everything on screen is computed from that number with helpers like{' '}
          <code>interpolate()</code> and <code>spring()</code>. Use the web you already know: CSS,
          SVG, canvas, WebGL, npm packages.
        </p>
        <p>
          Because a video is a function of its props, one component renders a thousand personalised
          videos as easily as one.
        </p>
        <ul className="link-list">
          <li>
            <SmartLink href="/docs/the-fundamentals">The fundamentals</SmartLink>
          </li>
          <li>
            <SmartLink href="/docs/animating-properties">Animating properties</SmartLink>
          </li>
          <li>
            <SmartLink href="/docs/reusability">Making components reusable</SmartLink>
          </li>
        </ul>
      </div>
      <figure className="home-code">
        <figcaption>FadeIn.tsx: a component that fades in its text</figcaption>
        <pre>
          <code>{example}</code>
        </pre>
      </figure>
    </Section>
  );
}
