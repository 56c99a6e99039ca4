import { describe, expect, it } from 'vitest';
import { docIdOf, docUrlOf } from './url.js';

describe('doc URL rule', () => {
  it.each([
    [{ relativePath: 'getting-started.mdx', slug: '/' }, '/docs'],
    [{ relativePath: 'player/index.mdx' }, '/docs/player'],
    [{ relativePath: 'skia/skia.mdx' }, '/docs/skia'],
    [{ relativePath: 'gif/gif.mdx', slug: 'gif' }, '/docs/gif/gif'],
    [{ relativePath: 'brownfield-installation.mdx', slug: '/brownfield' }, '/docs/brownfield'],
    [{ relativePath: 'lambda/without-iam/ec2.mdx', slug: '/lambda/ec2' }, '/docs/lambda/ec2'],
    [{ relativePath: 'player/api.mdx', slug: 'player' }, '/docs/player/player'],
    [{ relativePath: 'sequences.mdx', id: 'reusability' }, '/docs/reusability'],
    [{ relativePath: 'lambda/cli/render.mdx' }, '/docs/lambda/cli/render'],
    [{ relativePath: '01-intro/02-setup.mdx' }, '/docs/intro/setup'],
  ])('%o → %s', (source, url) => expect(docUrlOf(source)).toBe(url));

  it('derives ids from folder and frontmatter id', () => {
    expect(docIdOf({ relativePath: 'videos/index.mdx' })).toBe('videos/index');
    expect(docIdOf({ relativePath: 'sequences.mdx', id: 'reusability' })).toBe('reusability');
    expect(docIdOf({ relativePath: 'lambda/cli/render.mdx' })).toBe('lambda/cli/render');
  });
});
