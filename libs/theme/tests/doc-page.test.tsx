import { afterEach, describe, expect, it } from 'vitest';
import type { DocPageData, TocItem } from '@sitekit/content-model';
import { DocPage } from '../src/shell/DocPage/index.js';
import type { RouteModule } from '../src/route-module.js';
import { render } from './render.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const toc: TocItem[] = [
  { id: 'install', text: 'Install', level: 2 },
  { id: 'options', text: 'Options', level: 3 },
  { id: 'timeout', text: 'timeout', level: 4 },
  { id: 'faq', text: 'FAQ', level: 2 },
];
const data: DocPageData = {
  kind: 'doc',
  id: 'guide',
  crumbs: [{ label: 'Guides', href: '/docs/guides' }],
  lastUpdated: '2024-05-01T10:00:00.000Z',
  version: { name: 'current', label: 'Next', path: '/docs' },
};
const module: RouteModule = {
  default: () => <h2 id="install">Install</h2>,
  route: { path: '/docs/guide', head: { title: 'Guide' }, data },
  toc,
};

const renderDoc = (config: Parameters<typeof render>[1] = {}) =>
  render(<DocPage module={module} data={data} />, config).container;
const tocEntries = (container: HTMLElement) =>
  [...container.querySelectorAll('.sk-doc__toc a')].map((a) => a.textContent);

describe('docs page configuration', () => {
  it('lists headings of levels 2 to 3 by default (tableOfContents)', () => {
    expect(tocEntries(renderDoc())).toEqual(['Install', 'Options', 'FAQ']);
  });

  it('lists the levels tableOfContents asks for', () => {
    const deeper = renderDoc({ tableOfContents: { maxHeadingLevel: 4 } });
    expect(tocEntries(deeper)).toEqual(['Install', 'Options', 'timeout', 'FAQ']);
    const onlyTop = renderDoc({ tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 2 } });
    expect(tocEntries(onlyTop)).toEqual(['Install', 'FAQ']);
  });

  it('shows breadcrumbs unless docs.breadcrumbs is false', () => {
    expect(renderDoc().querySelector('.sk-breadcrumbs')?.textContent).toBe('DocsGuidesGuide');
    document.body.innerHTML = '';
    expect(renderDoc({ docs: { breadcrumbs: false } }).querySelector('.sk-breadcrumbs')).toBeNull();
  });

  it("writes the last update in the locale's language and calendar", () => {
    const lastUpdated = (container: HTMLElement) => container.querySelector('time')?.textContent;
    expect(lastUpdated(renderDoc())).toBe('May 1, 2024');
    const japanese = renderDoc({
      i18n: { locales: { en: { htmlLang: 'en', calendar: 'japanese' } } },
    });
    expect(lastUpdated(japanese)).toMatch(/^May 1, 6 Reiwa$/);
  });
});
