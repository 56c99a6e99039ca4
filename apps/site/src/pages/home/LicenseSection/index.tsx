import { ExternalLink } from '../../../components/ExternalLink';
import { Section } from '../../../components/Section';

/** Licensing in two sentences, with the link to the terms and prices. */
export function LicenseSection() {
  return (
    <Section title="Licensing">
      <p>
        Remotion’s source code is public, but it is not released under a classic open-source
        license. Individuals and small teams use it for free; larger companies need a company
        license. The license terms say which case applies to you.
      </p>
      <p>
        <ExternalLink className="home-button" href="https://www.remotion.pro/license">
          License and pricing
        </ExternalLink>
      </p>
    </Section>
  );
}
