import { SmartLink } from '@sitekit/theme';
import { Section } from '../../../components/Section';

/** Where videos render: locally, on a server, on AWS Lambda, on Cloud Run. */
export function ScaleSection() {
  return (
    <Section
      title="Render anywhere, at any scale"
      intro="The same composition renders on your laptop, on your own server or spread across cloud functions."
    >
      <ul className="card-grid card-grid--4">
        <li className="card">
          <h3>On your machine</h3>
          <p>
            <code>npx remotion render</code> turns a composition into an MP4 (or another format)
            from the command line.
          </p>
        </li>
        <li className="card">
          <h3>On a server</h3>
          <p>
            <code>@remotion/renderer</code> exposes the same rendering as Node.js functions, for
            your own backend.
          </p>
        </li>
        <li className="card">
          <h3>On AWS Lambda</h3>
          <p>
            <code>@remotion/lambda</code> splits a video into chunks that many functions render at
            the same time.
          </p>
          <SmartLink href="/lambda">About Remotion Lambda</SmartLink>
        </li>
        <li className="card">
          <h3>On Google Cloud Run</h3>
          <p>
            <code>@remotion/cloudrun</code> renders in containers on Google Cloud Run.
          </p>
        </li>
      </ul>
    </Section>
  );
}
