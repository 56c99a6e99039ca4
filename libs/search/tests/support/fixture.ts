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
      '/docs/animating-properties',
      'Getting started',
      '<h1>Animating properties</h1><p>Use interpolate() and spring() with the current frame to animate the opacity of a player.</p><h2 id="interpolate">Using interpolate</h2><p>interpolate maps the frame to a value. Interpolate interpolate interpolate.</p>',
    ),
    doc(
      '/docs/interpolate-colors',
      'API',
      '<h1>interpolateColors()</h1><p>Maps a frame to a colour.</p>',
    ),
    doc(
      '/docs/interpolate',
      'API',
      '<h1>interpolate()</h1><p>Translates a value from an input range to an output range.</p><h2 id="options">Options</h2><p>extrapolateLeft and easing.</p>',
    ),
    doc(
      '/docs/player',
      'Player',
      '<h1>@remotion/player</h1><p>Embed a video in a React app with the &lt;Player&gt; component.</p>',
    ),
    doc(
      '/docs/player/player',
      'Player',
      '<h1>&lt;Player&gt;</h1><p>Plays a composition in the browser.</p><h2 id="props">Props</h2><p>controls, loop, autoPlay.</p>',
    ),
    doc(
      '/docs/use-current-frame',
      'API',
      '<h1>useCurrentFrame()</h1><p>Returns the frame the video is at.</p>',
    ),
    doc(
      '/docs/spring',
      'API',
      '<h1>spring()</h1><p>A physics-based animation primitive. Springs overshoot.</p>',
    ),
    doc(
      '/docs/easing',
      'API',
      '<h1>Easing</h1><p>Easing functions like Easing.bezier for spring-like curves.</p>',
    ),
    doc(
      '/docs/transitioning',
      'Guides',
      '<h1>Transitions</h1><p>Move from one scene to the next.</p>',
    ),
    doc(
      '/docs/transitions/audio-transitions',
      'API',
      '<h1>Audio transitions</h1><p>Transitioning audio: while transitioning, fade the sound. Transitioning twice.</p>',
    ),
    doc(
      '/docs/long',
      'Guides',
      `<h1>Long guide</h1><p>${'Filler words about rendering videos. '.repeat(10)}The keyword zebra appears here. ${'More filler text after it. '.repeat(10)}</p>`,
    ),
  ]);
}
