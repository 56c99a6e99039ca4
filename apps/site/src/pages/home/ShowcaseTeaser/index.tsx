import { SmartLink } from '@sitekit/theme';
import { showcase } from '../../../../../../content/data/showcase';
import { Section } from '../../../components/Section';
import { ShowcasePreview } from '../../../components/ShowcasePreview';

const picks = ['github-unwrapped', 'electricity-maps', 'hackreels']
  .map((id) => showcase.find((s) => s.id === id))
  .filter((s) => s !== undefined);

/** Three showcase entries and a link to the full showcase. */
export function ShowcaseTeaser() {
  return (
    <Section
      title="Made with Remotion"
      intro="Campaigns, products and tutorials that people built with the toolkit."
    >
      <ul className="card-grid card-grid--3">
        {picks.map((item) => (
          <li key={item.id} className="card card--media">
            <ShowcasePreview item={item} trigger="hover" />
            <h3>
              <SmartLink href={`/showcase#${item.id}`}>{item.title}</SmartLink>
            </h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
      <p>
        <SmartLink href="/showcase">See the whole showcase</SmartLink>
      </p>
    </Section>
  );
}
