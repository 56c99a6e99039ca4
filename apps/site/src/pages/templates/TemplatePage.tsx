import { SmartLink, useCurrentRoute } from '@sitekit/theme';
import { templates } from '../../../../../content/data/templates';
import { CopyCommand } from '../../components/CopyCommand';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { VideoPreview } from '../../components/VideoPreview';
import { templatePreviews } from '../../previews/templates';
import { createCommands } from './commands';

/** /templates/<cliId>: one template, found from the current route's path. */
export default function TemplatePage() {
  const { path } = useCurrentRoute().route;
  const template = templates.find((t) => `/templates/${t.cliId}` === path);
  if (!template) return <PageHeader title="Template not found" />;
  const repoUrl = `https://github.com/${template.org}/${template.repo}`;
  const preview = templatePreviews[template.cliId];
  return (
    <div className="product-page template-page">
      <PageHeader
        eyebrow={template.paid ? 'Paid template' : 'Template'}
        title={template.title}
        lead={template.description}
      >
        {template.tailwind && <span className="badge">Can add Tailwind CSS</span>}
        {template.paid && <span className="badge">Paid</span>}
      </PageHeader>
      <div className="home-split">
        <div>
          <p>{template.longDescription}</p>
          {template.contributor && (
            <p>
              Contributed by{' '}
              <ExternalLink href={`https://github.com/${template.contributor}`}>
                @{template.contributor}
              </ExternalLink>
              .
            </p>
          )}
          <ul className="link-list">
            {template.paid && template.productUrl ? (
              <li>
                <ExternalLink href={template.productUrl}>
                  Buy and read more on remotion.pro
                </ExternalLink>
              </li>
            ) : (
              <li>
                <ExternalLink href={repoUrl}>
                  View the source on GitHub ({template.org}/{template.repo}, branch{' '}
                  {template.defaultBranch})
                </ExternalLink>
              </li>
            )}
            {template.previewUrl && (
              <li>
                <ExternalLink href={template.previewUrl}>Open the hosted preview</ExternalLink>
              </li>
            )}
          </ul>
        </div>
        {preview && (
          <VideoPreview
            load={preview}
            label={`Preview of the ${template.title} template`}
            trigger="open"
            className="template-page__preview"
          />
        )}
      </div>
      <Section
        title="Create a project"
        intro={
          template.paid
            ? 'create-video lists this template under the flag below; the template itself is sold on remotion.pro.'
            : 'Run one of these in the folder where the project should go.'
        }
      >
        <ul className="command-list">
          {createCommands.map(({ manager, command }) => (
            <li key={manager}>
              <span className="command-list__manager">{manager}</span>
              <CopyCommand command={command(template.cliId)} />
            </li>
          ))}
        </ul>
      </Section>
      <p className="inline-links">
        <SmartLink href="/templates">All templates</SmartLink> ·{' '}
        <SmartLink href="/docs">Getting started</SmartLink>
      </p>
    </div>
  );
}
