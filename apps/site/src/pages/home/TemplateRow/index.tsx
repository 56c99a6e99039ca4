import { SmartLink } from '@sitekit/theme';
import { templates } from '../../../../../../content/data/templates';
import { previewHostProps, VideoPreview } from '../../../components/VideoPreview';
import { templatePreviews } from '../../../previews/templates';

const featured = templates.filter((t) => t.featuredOnHomePage);
const free = templates.filter((t) => !t.paid);

/**
 * A row of template links under the hero: the featured starters, each with a small poster of
 * its preview that plays while the link is hovered or focused, and a link to all of them.
 */
export function TemplateRow() {
  return (
    <nav className="template-row" aria-label="Start from a template">
      <p className="template-row__label">Or start from a template:</p>
      <ul className="template-row__list">
        {featured.map((t) => {
          const load = templatePreviews[t.cliId];
          return (
            <li key={t.cliId} {...previewHostProps}>
              <SmartLink className="template-row__item" href={`/templates/${t.cliId}`}>
                {load && (
                  <VideoPreview
                    load={load}
                    label={`Preview of the ${t.title} template`}
                    trigger="hover"
                    className="template-row__preview"
                  />
                )}
                {t.homePageLabel}
              </SmartLink>
            </li>
          );
        })}
        <li>
          <SmartLink className="template-row__item template-row__item--all" href="/templates">
            All {free.length} free templates →
          </SmartLink>
        </li>
      </ul>
    </nav>
  );
}
