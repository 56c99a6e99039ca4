import { describe, expect, it } from 'vitest';
import { bodyTitle } from './title.js';

describe('bodyTitle', () => {
  it('finds a title that opens the page, after imports and comments', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '{/* A note for authors. */}',
      '<!-- and another -->',
      '',
      '# Exporting `charts` with [the CLI](/docs/cli) {#export}',
      '',
      'Text.',
    ].join('\n');
    expect(bodyTitle(body)).toEqual({ title: 'Exporting charts with the CLI', atStart: true });
    expect(bodyTitle('Setext title\n============\n\nText.')).toEqual({
      title: 'Setext title',
      atStart: true,
    });
  });

  it('finds a later h1 as not opening the page, and skips code fences and h2s', () => {
    const body = ['Intro text.', '', '```md', '# not a heading', '```', '', '## Sub', '', '# Late'];
    expect(bodyTitle(body.join('\n'))).toEqual({ title: 'Late', atStart: false });
    expect(bodyTitle('## Only a sub-heading\n\nText.')).toBeUndefined();
  });
});
