import { expect, it } from 'vitest';
import { routeSignature } from './dev-signature.js';

const page = '---\ntitle: A\n---\n\n# A\n\nThe opening.\n\n## Use\n\nSome text.\n\nMore text.\n';

it('does not change when only the body after the opening changes', () => {
  expect(routeSignature(page.replace('More text.', 'Other text.'))).toBe(routeSignature(page));
  expect(routeSignature(`${page}\nA new paragraph.\n`)).toBe(routeSignature(page));
});

it('changes with the frontmatter, a heading, or the opening paragraph', () => {
  for (const edited of [
    page.replace('title: A', 'title: B'),
    page.replace('## Use', '## Usage'),
    `${page}\n### New section\n`,
    page.replace('The opening.', 'A new opening.'),
  ])
    expect(routeSignature(edited)).not.toBe(routeSignature(page));
});
