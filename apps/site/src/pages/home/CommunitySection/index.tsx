import { SmartLink } from '@sitekit/theme';
import { ExternalLink } from '../../../components/ExternalLink';
import { Section } from '../../../components/Section';

const outside = [
  {
    label: 'Discord',
    href: 'https://remotion.dev/discord',
    text: 'Ask questions and share what you made.',
  },
  {
    label: 'GitHub',
    href: 'https://github.com/remotion-dev/remotion',
    text: 'Source code, issues and discussions.',
  },
  { label: 'X', href: 'https://x.com/remotion', text: 'Announcements and community highlights.' },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/@remotion_dev',
    text: 'Talks, tutorials and release videos.',
  },
];

/** Where the community meets, and the site's own community pages. */
export function CommunitySection() {
  return (
    <Section title="Join the community">
      <ul className="card-grid card-grid--4">
        {outside.map((item) => (
          <li key={item.label} className="card">
            <h3>
              <ExternalLink href={item.href}>{item.label}</ExternalLink>
            </h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="inline-links">
        Need help with a project? <SmartLink href="/experts">Find a Remotion expert</SmartLink>.
        Looking for inspiration? Browse the <SmartLink href="/showcase">showcase</SmartLink> or read
        the <SmartLink href="/blog">blog</SmartLink>.
      </p>
    </Section>
  );
}
