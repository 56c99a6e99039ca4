import { SmartLink, useMdxComponents } from '@sitekit/theme';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { TitleCardDemo } from '../../components/TitleCardDemo';
import PreviewCode from './Preview.mdx';

/** /player: what @remotion/player is for, with a live demo driven by a form. */
export default function PlayerPage() {
  const components = useMdxComponents();
  return (
    <div className="product-page">
      <PageHeader
        eyebrow="@remotion/player"
        title="Embed dynamic videos in your React app"
        lead="The Remotion Player plays a composition right inside a web page. It renders each frame in the browser, so the video changes as soon as its props do: no encoding, no upload."
      >
        <SmartLink className="home-button home-button--primary" href="/docs/player">
          Player documentation
        </SmartLink>
        <SmartLink className="home-button" href="/docs/player/player">
          {'<Player> API'}
        </SmartLink>
      </PageHeader>

      <Section
        title="Try it: type a name, pick a colour"
        intro="The video below is a composition written for this page. Your input goes straight into its props."
      >
        <TitleCardDemo
          variant="greeting"
          initialText="world"
          subtitle="Made for you with @remotion/player"
        />
      </Section>

      <Section title="Reacts to your data" className="home-split">
        <div>
          <p>
            The Player takes the same React component you render to MP4, plus{' '}
            <code>inputProps</code>. Change the props from a form, an API response or your app’s
            state, and the next frame shows the change.
          </p>
          <p>
            That makes it the preview for apps that generate videos: let users customise a video,
            watch it update live, then render the final file.
          </p>
        </div>
        <figure className="home-code">
          <figcaption>A Player driven by a prop</figcaption>
          <PreviewCode components={components} />
        </figure>
      </Section>

      <Section title="Controls you already know">
        <ul className="card-grid card-grid--3">
          <li className="card">
            <h3>Built-in controls</h3>
            <p>
              With <code>controls</code>, the Player shows play and pause, a seek bar, the time, a
              volume control and a fullscreen button, much like a <code>{'<video>'}</code> element.
            </p>
          </li>
          <li className="card">
            <h3>Your own controls</h3>
            <p>
              A ref gives you methods such as <code>play()</code>, <code>pause()</code>,{' '}
              <code>seekTo()</code> and <code>getCurrentFrame()</code>, and events such as{' '}
              <code>frameupdate</code>, <code>seeked</code> and <code>ended</code>.
            </p>
          </li>
          <li className="card">
            <h3>Looks like your app</h3>
            <p>
              Style the Player with CSS, replace its buttons with render props, or hide the controls
              and build your own interface around it.
            </p>
          </li>
        </ul>
      </Section>

      <Section title="From preview to real video">
        <p>
          The component in the Player is a regular Remotion composition. When a user is happy with
          the preview, render the same component to an MP4 on your server or with{' '}
          <SmartLink href="/lambda">Remotion Lambda</SmartLink>.
        </p>
        <p>
          <SmartLink href="/docs/player">Get started with the Player</SmartLink>
        </p>
      </Section>
    </div>
  );
}
