import { CopyPageMarkdown } from '../CopyPageMarkdown/index.js';

/** What the docs page header gives its actions (the `DocActions` slot's props). */
export interface DocActionsProps {
  /** The page's route path (`module.route.path`). */
  path: string;
  /** The page's title. */
  title: string;
}

/**
 * Actions on the whole page, beside the breadcrumbs: "Copy page as Markdown". A site adds
 * its own by wrapping this, or renders nothing to drop them.
 */
export function DocActions({ path }: Readonly<DocActionsProps>) {
  return (
    <div className="sk-doc__actions">
      <CopyPageMarkdown path={path} />
    </div>
  );
}
