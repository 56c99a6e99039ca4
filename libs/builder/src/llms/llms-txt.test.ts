import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, markdownUrl } from './llms-txt.js';

const site = {
  title: 'Tabulary',
  description: 'Charts\nfrom your data.',
  url: 'https://docs.example.com',
};

describe('markdownUrl', () => {
  it('is the page URL without trailing slash, plus .md', () => {
    expect(markdownUrl('https://docs.example.com/docs/rescale')).toBe(
      'https://docs.example.com/docs/rescale.md',
    );
    expect(markdownUrl('/docs/legend/')).toBe('/docs/legend.md');
    expect(markdownUrl('/docs/a?x=1#h')).toBe('/docs/a.md');
  });

  it('is index.md for a site root', () => {
    expect(markdownUrl('https://docs.example.com/')).toBe('https://docs.example.com/index.md');
    expect(markdownUrl('/')).toBe('/index.md');
  });
});

describe('llmsTxt', () => {
  it('lists each section with links to the Markdown twins', () => {
    const text = llmsTxt(site, [
      {
        title: 'Docs',
        pages: [
          { title: 'rescale()', url: '/docs/rescale', description: 'Maps a\nnumber.' },
          { title: 'Legend [beta]', url: 'https://docs.example.com/docs/legend/' },
        ],
      },
      { title: 'Empty', pages: [] },
      { title: 'Blog', pages: [{ title: 'v4', url: '/blog/4-0' }] },
    ]);
    expect(text).toBe(
      [
        '# Tabulary',
        '',
        '> Charts from your data.',
        '',
        '## Docs',
        '',
        '- [rescale()](https://docs.example.com/docs/rescale.md): Maps a number.',
        '- [Legend \\[beta\\]](https://docs.example.com/docs/legend.md)',
        '',
        '## Blog',
        '',
        '- [v4](https://docs.example.com/blog/4-0.md)',
        '',
      ].join('\n'),
    );
  });

  it('has no summary line without a description', () => {
    expect(llmsTxt({ title: 'S', url: 'https://s.dev' }, [])).toBe('# S\n');
  });
});

describe('llmsFullTxt', () => {
  it('concatenates the pages, each after a rule and its source URL', () => {
    const text = llmsFullTxt(site, [
      { url: '/docs/a', markdown: '# A\n\nText a.\n' },
      { url: 'https://docs.example.com/docs/b', markdown: '# B\n\nText b.\n\n' },
    ]);
    expect(text).toBe(
      [
        '# Tabulary',
        '',
        '> Charts from your data.',
        '',
        '---',
        'Source: https://docs.example.com/docs/a',
        '',
        '# A',
        '',
        'Text a.',
        '',
        '---',
        'Source: https://docs.example.com/docs/b',
        '',
        '# B',
        '',
        'Text b.',
        '',
      ].join('\n'),
    );
  });
});
