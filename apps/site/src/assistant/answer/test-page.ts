import type { Passage } from './passages';

/** A docs page as the search index builder takes it, for the assistant's tests. */
export const docPage = (url: string, html: string) => ({
  url,
  html: `<main>${html}</main>`,
  lvl0: 'Docs',
  pageType: 'doc',
  docusaurusTag: 'docs-default-current',
});

/** A section as the assistant weighs it, for the assistant's tests: a doc section of `spring()` unless told. */
export const testPassage = (over: Partial<Passage>): Passage => ({
  url: '/docs/spring#config',
  page: '/docs/spring',
  pageTitle: 'spring()',
  title: 'spring() › config',
  headings: 'config',
  text: '',
  code: [],
  pageType: 'doc',
  rank: 0,
  ...over,
});
