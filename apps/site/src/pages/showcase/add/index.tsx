import { SmartLink } from '@sitekit/theme';
import { ExternalLink } from '../../../components/ExternalLink';
import { PageHeader } from '../../../components/PageHeader';
import { Section } from '../../../components/Section';

/** /showcase/add: the guidelines and steps the showcase used for submissions, in our words. */
export default function ShowcaseAddPage() {
  return (
    <div className="product-page narrow">
      <PageHeader
        title="Add to the showcase"
        lead="The showcase features work made with Remotion, to show what it can do and to credit the people who made it. It is curated and does not take new submissions at the moment; this page keeps the guidelines and steps that entries followed."
      />
      <Section title="Guidelines">
        <ul>
          <li>
            <strong>Title:</strong> at most 80 characters, without emojis or all-caps text.
          </li>
          <li>
            <strong>Description:</strong> at most 280 characters, neutral in tone, about how
            Remotion was used. Promote the project through its links rather than the description.
          </li>
          <li>
            <strong>Links</strong> (all optional): where the video was first published, its source
            code if public, the product’s website, and a tutorial about how it was made.
          </li>
          <li>
            <strong>Order:</strong> entries are reshuffled regularly so that no entry stays on top.
          </li>
          <li>
            <strong>Quality:</strong> the showcase is curated, and submissions can be declined, for
            example when they are very simple or close to an existing entry. Send only your best
            work.
          </li>
          <li>
            <strong>Permission:</strong> by submitting, you allow the Remotion team to host the
            video and share it on other channels, always with credit to you.
          </li>
        </ul>
      </Section>
      <Section title="How to submit">
        <ol className="steps">
          <li>
            Upload the video with the{' '}
            <ExternalLink href="https://showcase-upload.remotion.dev/">
              showcase upload page
            </ExternalLink>
            . It is hosted for you, and you receive a JSON snippet describing the entry.
          </li>
          <li>
            Fill in the snippet’s placeholders following the guidelines above, add it at the end of
            the showcase data file in the{' '}
            <ExternalLink href="https://github.com/remotion-dev/remotion">
              Remotion repository
            </ExternalLink>
            , and open a pull request.
          </li>
        </ol>
        <p>
          Back to the <SmartLink href="/showcase">showcase</SmartLink>.
        </p>
      </Section>
    </div>
  );
}
