import { SmartLink } from '@sitekit/theme';
import { CopyCommand } from '../../../components/CopyCommand';
import { Section } from '../../../components/Section';

/** The Studio: preview, scrub, edit props and start renders in the browser. */
export function StudioSection() {
  return (
    <Section title="Preview and fine-tune in the Studio">
      <p>
        The Remotion Studio runs in your browser and reloads as you save. It lists your
        compositions, plays them against a timeline with one track per sequence, lets you edit a
        composition’s props, and starts renders.
      </p>
      <CopyCommand command="npx remotion studio" />
      <p>
        <SmartLink href="/docs/preview">Read how to preview your video</SmartLink>
      </p>
    </Section>
  );
}
