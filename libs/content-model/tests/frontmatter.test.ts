import { expect, it } from 'vitest';
import { docFrontmatterSchema, formatIssues, postFrontmatterSchema } from '../src/index.js';

it('requires a title and rejects unknown fields', () => {
  const result = docFrontmatterSchema.safeParse({ sidebar_position: 2 });
  expect(result.success).toBe(false);
  if (!result.success)
    expect(formatIssues(result.error.issues).sort()).toEqual([
      'title: Invalid input: expected string, received undefined',
      'unknown field "sidebar_position"',
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
