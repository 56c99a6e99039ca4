import { SmartLink } from '@sitekit/theme';
import { templates } from '../../../../../../content/data/templates';
import { GeneratedPoster } from '../../../components/GeneratedPoster';

const featured = templates.filter((t) => t.featuredOnHomePage);
const free = templates.filter((t) => !t.paid);

/** A row of template links under the hero: the featured starters and a link to all of them. */
export function TemplateRow() {
  return (
    <nav className="template-row" aria-label="Start from a template">
      <p className="template-row__label">Or start from a template:</p>
      <ul className="template-row__list">
        {featured.map((t) => (
          <li key={t.cliId}>
            <SmartLink className="template-row__item" href={`/templates/${t.cliId}`}>
              <GeneratedPoster seed={t.cliId} width={1} height={1} className="template-row__icon" />
              {t.homePageLabel}
            </SmartLink>
          </li>
        ))}
        <li>
          <SmartLink className="template-row__item template-row__item--all" href="/templates">
            All {free.length} free templates →
          </SmartLink>
        </li>
      </ul>
    </nav>
  );
}
