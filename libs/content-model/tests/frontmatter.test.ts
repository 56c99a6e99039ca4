import { expect, it } from 'vitest';
import {
  docFrontmatterSchema,
  formatIssues,
  messages,
  postFrontmatterSchema,
} from '../src/index.js';

const problemsOf = (input: unknown) => {
  const result = docFrontmatterSchema.safeParse(input);
  return result.success ? [] : formatIssues(result.error.issues).sort();
};

it('rejects unknown fields, suggesting the nearest known one when it is close', () => {
  expect(problemsOf({ title: 'T', sidebar_positon: 2, colour: 'red' })).toEqual([
    'unknown fields "sidebar_positon" (did you mean "sidebar_position"?), "colour"',
  ]);
  expect(problemsOf({ title: 'T', last_update: { date: '2024-05-01', autor: 'Ana' } })).toEqual([
    'last_update: unknown field "autor" (did you mean "author"?)',
  ]);
});

it('accepts every Docusaurus docs key, with a title left to the body', () => {
  const fm = docFrontmatterSchema.parse({
    hide_title: true,
    hide_table_of_contents: false,
    toc_min_heading_level: 2,
    toc_max_heading_level: 4,
    sidebar_position: 2.5,
    sidebar_class_name: 'pro',
    sidebar_custom_props: { badge: 'new' },
    displayed_sidebar: null,
    pagination_label: 'Setup',
    pagination_prev: null,
    pagination_next: 'next-doc',
    custom_edit_url: null,
    keywords: ['charts'],
    tags: ['a', { label: 'B', permalink: '/tags/b' }],
    unlisted: true,
    last_update: { date: '2024-05-01', author: 'Ana' },
    parse_number_prefixes: false,
  });
  expect(fm.title).toBeUndefined();
  expect(fm.tags).toEqual([{ label: 'a' }, { label: 'B', permalink: '/tags/b' }]);
  expect(fm).toMatchObject({ displayed_sidebar: null, unlisted: true, sidebar_position: 2.5 });
});

it('rejects table-of-contents levels that would list no heading, and an empty last_update', () => {
  expect(problemsOf({ toc_min_heading_level: 4, toc_max_heading_level: 3 })).toEqual([
    `toc_min_heading_level: ${messages.tocLevelsReversed(4, 3)}`,
  ]);
  expect(problemsOf({ toc_max_heading_level: 7 })).toHaveLength(1);
  expect(problemsOf({ last_update: {} })).toEqual(['last_update: give a date, an author or both']);
  expect(problemsOf({ last_update: { date: 'soon' } })).toEqual([
    'last_update.date: expected a date, e.g. 2024-05-01',
  ]);
});

it('accepts the Docusaurus-compatible fields of CONTENT.md', () => {
  expect(
    docFrontmatterSchema.parse({
      title: 'T',
      id: 'x',
      slug: '/x',
      sidebar_label: 'X',
      crumb: 'C',
      description: 'D',
      image: '/i.png',
      draft: true,
      no_ai: true,
    }),
  ).toMatchObject({ draft: true, no_ai: true });
  expect(
    postFrontmatterSchema.parse({
      title: 'T',
      author: 'A',
      author_url: 'https://a.example',
      date: '2021-02-08',
      tags: ['x'],
    }),
  ).toMatchObject({ tags: ['x'] });
});
