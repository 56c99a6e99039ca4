import { expect, it } from 'vitest';
import { headingIds } from '../src/content/heading-ids.js';

it('gives the ids the MDX pipeline gives: code spans keep their text, JSX tags and link targets go', () => {
  expect([
    ...headingIds(
      '## `<Legend.Item>`\n## Props of <b>x</b>\n## [link](/a) `y`\n```md\n## not a heading\n```\n## Props',
    ),
  ]).toEqual(['legenditem', 'props-of-x', 'link-y', 'props']);
});

it('takes a Docusaurus custom id as the id, without counting it as a slug', () => {
  expect([...headingIds('## Props {#the-props}\n## Props\n## Setup \\{#setup-id}')]).toEqual([
    'the-props',
    'props',
    'setup-id',
  ]);
});
