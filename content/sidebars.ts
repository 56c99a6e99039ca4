import type { SidebarsConfigInput } from '@sitekit/content-model';

/**
 * The docs sidebars, in the reference site's order (../shared/spec/sidebars-tree.md).
 * Pages join their category here as they are written; every id must exist.
 */
const sidebars: SidebarsConfigInput = {
  mainSidebar: [
    {
      type: 'category',
      label: 'Getting started',
      items: [
        'getting-started',
        'the-fundamentals',
        'animating-properties',
        'reusability',
        'preview',
      ],
    },
    {
      type: 'category',
      label: 'Designing visuals',
      items: [
        'transforms',
        'assets',
        'layers',
        'transitioning',
        'fonts',
        'measuring',
        'using-randomness',
        'noise-visualization',
        'animation-math',
      ],
    },
  ],
};

export default sidebars;
