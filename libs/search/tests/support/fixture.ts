import { buildSearchRecords } from '../../src/build/records.js';
import type { SearchRecord } from '../../src/core/types.js';

const doc = (url: string, lvl0: string, body: string) => ({
  url,
  html: `<main>${body}</main>`,
  lvl0,
  pageType: 'doc',
  docusaurusTag: 'docs-default-current',
});

/** A small docs site as records: API pages with code-ish titles and guides mentioning them. */
export function fixtureRecords(): SearchRecord[] {
  return buildSearchRecords([
    doc(
      '/docs/formatting-properties',
      'Getting started',
      '<h1>Formatting properties</h1><p>Use rescale() and spline() with the current tick to animate the opacity of a legend.</p><h2 id="rescale">Using rescale</h2><p>rescale maps the tick to a value. Rescale rescale rescale.</p>',
    ),
    doc('/docs/rescale-hues', 'API', '<h1>rescaleHues()</h1><p>Maps a tick to a colour.</p>'),
    doc(
      '/docs/rescale',
      'API',
      '<h1>rescale()</h1><p>Translates a value from an input range to an output range.</p><h2 id="options">Options</h2><p>clampLeft and smoothing.</p>',
    ),
    doc(
      '/docs/legend',
      'Legend',
      '<h1>@tabulary/legend</h1><p>Embed a chart in a React app with the &lt;Legend&gt; component.</p>',
    ),
    doc(
      '/docs/legend/legend',
      'Legend',
      '<h1>&lt;Legend&gt;</h1><p>Draws a caption in the browser.</p><h2 id="props">Props</h2><p>position, columns, hideEmpty.</p>',
    ),
    doc(
      '/docs/use-current-tick',
      'API',
      '<h1>useCurrentTick()</h1><p>Returns the tick the chart is at.</p>',
    ),
    doc(
      '/docs/spline',
      'API',
      '<h1>spline()</h1><p>A piecewise-polynomial drawing primitive. Splines overshoot.</p>',
    ),
    doc(
      '/docs/smoothing',
      'API',
      '<h1>Smoothing</h1><p>Smoothing functions like Smoothing.bezier for spline-like curves.</p>',
    ),
    doc('/docs/stacking', 'Guides', '<h1>Stacks</h1><p>Place rows atop others.</p>'),
    doc(
      '/docs/stacks/area-stacks',
      'API',
      '<h1>Area stacks</h1><p>Stacking areas: while stacking, fade the labels. Stacking twice.</p>',
    ),
    doc(
      '/docs/long',
      'Guides',
      `<h1>Long guide</h1><p>${'Filler words about rendering charts. '.repeat(10)}The keyword zebra appears here. ${'More filler text after it. '.repeat(10)}</p>`,
    ),
  ]);
}
