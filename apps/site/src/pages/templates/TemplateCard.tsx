import { SmartLink } from '@sitekit/theme';
import { previewHostProps, VideoPreview } from '../../components/VideoPreview';
import type { Template } from '../../../../../content/data/types';
import { templatePreviews } from '../../previews/templates';

/**
 * One template in the /templates grid: a preview of what it makes (playing while the card is
 * hovered or focused), its label, a one-line description and the link to its page.
 */
export function TemplateCard({ template }: { template: Template }) {
  const load = templatePreviews[template.cliId];
  return (
    <li className="card card--media template-card" {...previewHostProps}>
      {load && (
        <VideoPreview
          load={load}
          label={`Preview of the ${template.title} template`}
          trigger="hover"
        />
      )}
      <h3>
        <SmartLink href={`/templates/${template.cliId}`}>{template.homePageLabel}</SmartLink>
      </h3>
      <p>{template.description}</p>
    </li>
  );
}
