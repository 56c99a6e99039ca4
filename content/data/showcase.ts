import type { ShowcaseItem } from './types';

/**
 * Projects made with Remotion. Titles, authors, links, dates and video sizes are the
 * active entries of the toolkit's showcase data (`packages/docs/src/data/showcase-videos.tsx`);
 * the descriptions are our own. The original videos are not embedded: each entry has a
 * preview of our own instead, a small composition of what the project does
 * (`apps/site/src/previews/showcase/<id>.tsx`, drawn at this entry's `width`/`height` aspect).
 */
export const showcase: ShowcaseItem[] = [
  {
    id: 'hackreels',
    title: 'Hackreels',
    description:
      'Turns code changes into animated videos: it detects what changed between two snippets and animates the difference.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-04-22',
    author: { name: 'David Parks', url: 'https://davidparks.dev/' },
    links: [
      { type: 'video', url: 'https://twitter.com/dparksdev/status/1715725060324073582' },
      { type: 'website', url: 'https://www.hackreels.com/' },
    ],
  },
  {
    id: 'mux-video-stats',
    title: 'Visualizing Mux video stats',
    description:
      'A tutorial on the Mux blog that turns statistics from the Mux Data API into an animated video.',
    width: 480,
    height: 270,
    submittedOn: '2022-01-19',
    author: { name: 'Dave Kiss', url: 'https://davekiss.com/' },
    links: [
      { type: 'source_code', url: 'https://github.com/davekiss/mux-remotion-demo/' },
      { type: 'video', url: 'https://twitter.com/MuxHQ/status/1483514610380644357' },
      { type: 'tutorial', url: 'https://mux.com/blog/visualize-mux-data-with-remotion/' },
    ],
  },
  {
    id: 'nextjs-explainer',
    title: 'Next.js explainer',
    description: 'Delba Oliveira explains Next.js and core React ideas with animated visuals.',
    width: 1920,
    height: 1080,
    submittedOn: '2023-10-09',
    author: { name: 'Delba Oliveira', url: 'https://delba.dev/' },
    links: [
      { type: 'video', url: 'https://twitter.com/delba_oliveira/status/1707439537054535867' },
      { type: 'website', url: 'https://www.youtube.com/@Delba' },
    ],
  },
  {
    id: 'github-unwrapped',
    title: 'GitHub Unwrapped',
    description:
      'A year-in-review campaign that gives every GitHub user a personal video about their activity.',
    width: 1080,
    height: 1080,
    submittedOn: '2024-04-23',
    author: { name: 'Remotion', url: 'https://www.remotion.dev/' },
    links: [
      { type: 'website', url: 'https://githubunwrapped.com/' },
      { type: 'source_code', url: 'https://github.com/remotion-dev/github-unwrapped' },
    ],
  },
  {
    id: 'revid',
    title: 'Revid',
    description: 'An AI tool that turns a piece of text into an editable social media video.',
    width: 2048,
    height: 1152,
    submittedOn: '2024-04-24',
    author: { name: 'Tibo', url: 'https://twitter.com/tibo_maker' },
    links: [{ type: 'website', url: 'https://www.revid.ai/' }],
  },
  {
    id: 'animstats',
    title: 'AnimStats',
    description: 'Turns statistics into animated GIFs and videos from a web editor.',
    width: 2048,
    height: 1152,
    submittedOn: '2024-04-24',
    author: { name: 'Audiencon', url: 'https://twitter.com/audiencon' },
    links: [{ type: 'website', url: 'https://www.animstats.com/' }],
  },
  {
    id: 'banger-show',
    title: 'Banger Show',
    description: 'Music visuals for artists, made without 3D or video editing software.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-04-24',
    links: [{ type: 'website', url: 'https://banger.show/' }],
  },
  {
    id: 'motionshot',
    title: 'MotionShot',
    description:
      'Creates step-by-step product guides and exports them as MP4, GIF or PDF, or as an embed for a web page.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-04-24',
    author: { name: 'Pramod Kumar', url: 'https://twitter.com/pramodk73' },
    links: [{ type: 'website', url: 'https://www.motionshot.app/' }],
  },
  {
    id: 'watercolor-map',
    title: 'Watercolor Map',
    description:
      'A travel animation that draws a journey across a watercolor-style map, for use as b-roll in travel videos.',
    width: 1080,
    height: 1080,
    submittedOn: '2024-04-23',
    author: { name: 'Remotion', url: 'https://www.remotion.dev/' },
    links: [{ type: 'source_code', url: 'https://www.remotion.pro/watercolor-map' }],
  },
  {
    id: 'clippulse',
    title: 'Clippulse',
    description: 'Lets brands produce customizable videos without prior video editing experience.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-04-24',
    author: { name: 'Andrei Terteci', url: 'https://twitter.com/andrei_terteci' },
    links: [{ type: 'website', url: 'https://www.clippulse.com/' }],
  },
  {
    id: 'submagic',
    title: 'Submagic',
    description: 'Adds captions, b-roll, zooms and sound effects to short-form videos.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-04-25',
    author: { name: 'Submagic', url: 'https://www.submagic.co/' },
    links: [{ type: 'video', url: 'https://www.youtube.com/watch?v=hNKola6xpqQ' }],
  },
  {
    id: 'polygon',
    title: 'Polygon year in review',
    description:
      'A year-in-review video of stock performance, using data from the Polygon stock API.',
    width: 2048,
    height: 1194,
    submittedOn: '2023-01-02',
    author: { name: 'Polygon', url: 'https://polygon.io' },
    links: [],
  },
  {
    id: 'hello-meteo',
    title: 'Hello Météo',
    description:
      'Renders a daily weather forecast video from OpenWeather data and publishes it as a social media story.',
    width: 1080,
    height: 1920,
    submittedOn: '2024-04-25',
    author: { name: 'Florent Pergoud', url: 'https://www.pergoud.com/' },
    links: [{ type: 'website', url: 'https://www.instagram.com/hellometeo/' }],
  },
  {
    id: 'electricity-maps',
    title: 'Electricity Maps',
    description:
      'Visualizes European electricity data: grid emissions changing on a map, and the daily swing per country in a chart.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-04-26',
    author: { name: 'Electricity Maps', url: 'https://www.electricitymaps.com/' },
    links: [
      { type: 'video', url: 'https://www.youtube.com/watch?v=5m48kkhak-M' },
      { type: 'website', url: 'https://www.electricitymaps.com/electricity-mapped' },
    ],
  },
  {
    id: 'remotion-recorder',
    title: 'Remotion Recorder',
    description:
      'Screen recording software built with Remotion: record the screen, webcam and audio, then edit and render for several platforms in one tool.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-04-26',
    author: { name: 'Remotion', url: 'https://www.remotion.dev' },
    links: [{ type: 'website', url: 'https://www.remotion.pro/recorder' }],
  },
  {
    id: 'fluidmotion',
    title: 'Fluidmotion',
    description: 'Makes animated backgrounds for apps, videos and presentations.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-05-15',
    links: [{ type: 'website', url: 'https://fluidmotion.app/' }],
  },
  {
    id: 'mykaraoke-video',
    title: 'MyKaraoke Video',
    description:
      'A browser tool for karaoke and lyric videos, with AI vocal removal and automatic lyric timing.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-09-27',
    author: {
      name: 'Emiliano Parizzi',
      url: 'https://www.linkedin.com/in/emiliano-parizzi-18744ba4/',
    },
    links: [{ type: 'website', url: 'https://www.mykaraoke.video/' }],
  },
  {
    id: 'relay-app',
    title: 'Relay.app',
    description:
      'Instructional videos generated from code, so that explainer content keeps to the brand’s standards.',
    width: 1920,
    height: 1080,
    submittedOn: '2024-10-11',
    links: [
      {
        type: 'video',
        url: 'https://youtube.com/playlist?list=PLLIj5N3yKeySGj9Cm3dqNtcVCPAd22yLo',
      },
      { type: 'website', url: 'https://www.relay.app/' },
    ],
  },
];
