import { SmartLink } from '@sitekit/theme';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';

/** /contact: email, an evaluation call, and the Discord community for support questions. */
export default function ContactPage() {
  return (
    <div className="product-page narrow">
      <PageHeader title="Contact" lead="How to reach the Remotion team." />
      <ul className="card-grid card-grid--3">
        <li className="card">
          <h2>Email</h2>
          <p>For licensing, business and anything else that doesn’t fit a public channel.</p>
          <a className="home-button home-button--primary" href="mailto:hi@remotion.dev">
            hi@remotion.dev
          </a>
        </li>
        <li className="card">
          <h2>Evaluation call</h2>
          <p>Considering Remotion for your company? Book a call to talk through your use case.</p>
          <ExternalLink className="home-button" href="https://cal.com/remotion/evaluate">
            Schedule an evaluation call
          </ExternalLink>
        </li>
        <li className="card">
          <h2>Discord</h2>
          <p>
            Help with code happens in public, in the community’s Discord server. Check the{' '}
            <SmartLink href="/docs">documentation</SmartLink> first: your answer may be there.
          </p>
          <ExternalLink className="home-button" href="https://remotion.dev/discord">
            Join Discord
          </ExternalLink>
        </li>
      </ul>
    </div>
  );
}
