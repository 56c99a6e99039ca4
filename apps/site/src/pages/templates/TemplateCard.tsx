import { SmartLink } from '@sitekit/theme';
import type { Template } from '../../data/types';
import { GeneratedPoster } from '../../components/GeneratedPoster';

/** One template in the /templates grid: icon, label, one-line description, link to its page. */
export function TemplateCard({ template }: { template: Template }) {
  return (
    <li className="card template-card">
      <GeneratedPoster seed={template.cliId} width={1} height={1} className="template-card__icon" />
      <div>
        <h3>
          <SmartLink href={`/templates/${template.cliId}`}>{template.homePageLabel}</SmartLink>
        </h3>
        <p>{template.description}</p>
      </div>
    </li>
  );
}
