import { SmartLink, useMdxComponents } from '@sitekit/theme';
import { Section } from '../../../components/Section';
import FadeInCode from './FadeIn.mdx';

/** "Video, written in React": how a frame becomes a function of props and the frame number. */
export function ReactSection() {
  const components = useMdxComponents();
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
        <figcaption>A component that fades in its text</figcaption>
        <FadeInCode components={components} />
      </figure>
    </Section>
  );
}
