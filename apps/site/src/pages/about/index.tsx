import { SmartLink } from '@sitekit/theme';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';

const team = ['Jonny Burger', 'Mehmet Ademi', 'Patric Salvisberg'];

/** /about: the company behind Remotion and its team. */
export default function AboutPage() {
  return (
    <div className="product-page narrow">
      <PageHeader
        eyebrow="About us"
        title="The people behind Remotion"
        lead="Remotion is developed by Remotion AG, the company founded by Jonny Burger, who created Remotion."
      />
      <Section title="Our story">
        <p>
          Remotion started as an experiment: a trailer written in React and turned into a video
          frame by frame. It was released to the public in February 2021, as described in{' '}
          <SmartLink href="/blog/introducing-remotion">Introducing Remotion</SmartLink>.
        </p>
        <p>
          The source code is public. Development is paid for by company licenses, which larger
          companies buy (see{' '}
          <SmartLink href="/blog/company-licenses">
            Announcing pricing for company licenses
          </SmartLink>
          ). In 2022 the company raised CHF 180,000 from Remotion users and customers (see{' '}
          <SmartLink href="/blog/seed-funding">the funding announcement</SmartLink>).
        </p>
      </Section>
      <Section title="Team">
        <ul className="team-list">
          {team.map((name) => (
            <li key={name}>
              <InitialsAvatar name={name} size={72} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Build apps with Remotion">
        <p>
          Beyond single videos, Remotion is made for apps that create videos: preview them with the{' '}
          <SmartLink href="/player">Player</SmartLink>, render them at scale with{' '}
          <SmartLink href="/lambda">Remotion Lambda</SmartLink>, or start from one of the{' '}
          <SmartLink href="/templates">templates</SmartLink>.
        </p>
        <p>
          Questions? <SmartLink href="/contact">Contact us</SmartLink>.
        </p>
      </Section>
    </div>
  );
}
