import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, markdownUrl } from './llms-txt.js';

const site = {
  title: 'Remotion',
  description: 'Make videos\nprogrammatically.',
  url: 'https://www.remotion.dev',
};

describe('markdownUrl', () => {
  it('is the page URL without trailing slash, plus .md', () => {
    expect(markdownUrl('https://www.remotion.dev/docs/interpolate')).toBe(
      'https://www.remotion.dev/docs/interpolate.md',
    );
    expect(markdownUrl('/docs/player/')).toBe('/docs/player.md');
    expect(markdownUrl('/docs/a?x=1#h')).toBe('/docs/a.md');
  });

  it('is index.md for a site root', () => {
    expect(markdownUrl('https://www.remotion.dev/')).toBe('https://www.remotion.dev/index.md');
    expect(markdownUrl('/')).toBe('/index.md');
  });
});

describe('llmsTxt', () => {
  it('lists each section with links to the Markdown twins', () => {
    const text = llmsTxt(site, [
      {
        title: 'Docs',
        pages: [
          { title: 'interpolate()', url: '/docs/interpolate', description: 'Maps a\nnumber.' },
          { title: 'Player [beta]', url: 'https://www.remotion.dev/docs/player/' },
        ],
      },
      { title: 'Empty', pages: [] },
      { title: 'Blog', pages: [{ title: 'v4', url: '/blog/4-0' }] },
    ]);
    expect(text).toBe(
      [
        '# Remotion',
        '',
        '> Make videos programmatically.',
        '',
        '## Docs',
        '',
        '- [interpolate()](https://www.remotion.dev/docs/interpolate.md): Maps a number.',
        '- [Player \\[beta\\]](https://www.remotion.dev/docs/player.md)',
        '',
        '## Blog',
        '',
        '- [v4](https://www.remotion.dev/blog/4-0.md)',
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
      { url: 'https://www.remotion.dev/docs/b', markdown: '# B\n\nText b.\n\n' },
    ]);
    expect(text).toBe(
      [
        '# Remotion',
        '',
        '> Make videos programmatically.',
        '',
        '---',
        'Source: https://www.remotion.dev/docs/a',
        '',
        '# A',
        '',
        'Text a.',
        '',
        '---',
        'Source: https://www.remotion.dev/docs/b',
        '',
        '# B',
        '',
        'Text b.',
        '',
      ].join('\n'),
    );
  });
});
