/** A docs page as the search index builder takes it, for the assistant's tests. */
export const docPage = (url: string, html: string) => ({
  url,
  html: `<main>${html}</main>`,
  lvl0: 'Docs',
  pageType: 'doc',
  docusaurusTag: 'docs-default-current',
});
