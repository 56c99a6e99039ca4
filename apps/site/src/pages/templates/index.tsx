import { SmartLink } from '@sitekit/theme';
import { templates } from '../../../../../content/data/templates';
import { CopyCommand } from '../../components/CopyCommand';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { TemplateCard } from './TemplateCard';

const free = templates.filter((t) => !t.paid);

/** Paid products sold on remotion.pro; Editor Starter also has a page here. */
const paid = [
  {
    label: 'Editor Starter',
    href: '/templates/editor-starter',
    text: 'A starting point for your own video editor.',
  },
  {
    label: 'Mapbox Globe',
    href: 'https://www.remotion.pro/mapbox-globe',
    text: 'A 3D globe you can rotate and zoom.',
  },
  {
    label: 'Watercolor Map',
    href: 'https://www.remotion.pro/watercolor-map',
    text: 'A 2D map in watercolor style for travel videos.',
  },
  {
    label: 'Timeline',
    href: 'https://www.remotion.pro/timeline',
    text: 'A timeline component to copy into an editing app.',
  },
];

/** /templates: every free starter, then the paid ones. */
export default function TemplatesPage() {
  return (
    <div className="product-page">
      <PageHeader
        eyebrow="Templates"
        title="Start from a template"
        lead="Each template is a complete project you can scaffold in one command. Run create-video without a flag to choose interactively."
      >
        <CopyCommand command="npx create-video@latest" />
      </PageHeader>
      <Section title="Free templates">
        <ul className="card-grid card-grid--3">
          {free.map((t) => (
            <TemplateCard key={t.cliId} template={t} />
          ))}
        </ul>
      </Section>
      <Section title="Paid templates" intro="Sold separately on remotion.pro.">
        <ul className="card-grid card-grid--4">
          {paid.map((item) => (
            <li key={item.label} className="card">
              <h3>
                {item.href.startsWith('/') ? (
                  <SmartLink href={item.href}>{item.label}</SmartLink>
                ) : (
                  <ExternalLink href={item.href}>{item.label}</ExternalLink>
                )}
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
