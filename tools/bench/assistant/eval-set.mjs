/**
 * Evaluation set of the offline docs assistant (issue #16): questions as readers ask them, each
 * with the sections of the docs that answer it. Shared by the assistant bench and the test that
 * holds hit@1, hit@3 and abstention above a floor.
 *
 * - `answers` are `url`s of records in `dist/_sk/search-index.json` (page path plus `#anchor` of
 *   the heading section, or the bare page path when the page intro answers), most specific first.
 *   A hit is a retrieved passage whose URL is one of them.
 * - `terms` are 1–3 words that a passage has to contain to cover the question (case-insensitive).
 * - `unanswerable` questions sound like Remotion questions but ask for something the docs do not
 *   state (checked by searching content/ and the search index for their key words); `offtopic`
 *   questions have nothing to do with Remotion. Both have no answers: the assistant must abstain.
 */

/** @typedef {{ question: string, kind: 'howto' | 'api' | 'unanswerable' | 'offtopic', answers: string[], terms?: string[] }} EvalCase */

/** @type {EvalCase[]} */
export const evalSet = [
  // ── How-to: fundamentals ────────────────────────────────────────────────────────────────────
  {
    question:
      'I want the same video in landscape and in portrait, do I have to write the component twice?',
    kind: 'howto',
    answers: [
      '/docs/the-fundamentals#compositions',
      '/docs/calculate-metadata#format-and-output-name-from-a-prop',
    ],
    terms: ['portrait'],
  },
  {
    question: 'how do i put a title on top of a background video',
    kind: 'howto',
    answers: [
      '/docs/videos#put-something-on-top',
      '/docs/layers#stacking-order',
      '/docs/absolute-fill',
    ],
    terms: ['top'],
  },

  // ── How-to: animation ───────────────────────────────────────────────────────────────────────
  {
    question: 'How do I make a heading fade in during the first second?',
    kind: 'howto',
    answers: [
      '/docs/animating-properties#mapping-frames-to-values-with-interpolate',
      '/docs/transitioning#fading-in-and-out',
      '/docs/interpolate',
    ],
    terms: ['interpolate'],
  },
  {
    question:
      'my opacity keeps going above 1 after the animation is over, how do i make it stop at the end value?',
    kind: 'howto',
    answers: [
      '/docs/interpolate#notes-and-pitfalls',
      '/docs/interpolate#extrapolation-types',
      '/docs/animating-properties#what-happens-outside-the-range',
    ],
    terms: ['clamp'],
  },
  {
    question: 'How do I make a logo pop in with a little bounce?',
    kind: 'howto',
    answers: [
      '/docs/spring',
      '/docs/animating-properties#physics-based-motion-with-spring',
      '/docs/spring#pop-in',
    ],
    terms: ['spring'],
  },
  {
    question:
      'Positions I generate with Math.random() jump around between frames, what should I use instead?',
    kind: 'howto',
    answers: ['/docs/using-randomness', '/docs/using-randomness#randomseed', '/docs/random'],
    terms: ['seed'],
  },
  {
    question: 'How can I add a subtle handheld camera shake?',
    kind: 'howto',
    answers: ['/docs/noise/noise-2d#example-handheld-camera-shake', '/docs/noise'],
    terms: ['noise'],
  },

  // ── How-to: sequences and timing ────────────────────────────────────────────────────────────
  {
    question: 'How do I make an element show up only 2 seconds into the video?',
    kind: 'howto',
    answers: ['/docs/sequence', '/docs/sequence#props'],
    terms: ['from'],
  },
  {
    question: 'how to play scenes one after another without calculating every start frame by hand',
    kind: 'howto',
    answers: [
      '/docs/series',
      '/docs/series#how-the-start-frames-are-computed',
      '/docs/audio/delaying#3-play-clips-one-after-another',
    ],
    terms: ['Series'],
  },
  {
    question:
      'An animation should play and then hold its last pose for the rest of the video. How?',
    kind: 'howto',
    answers: ['/docs/freeze#example-play-then-hold-the-last-pose', '/docs/freeze'],
    terms: ['Freeze'],
  },

  // ── How-to: audio ───────────────────────────────────────────────────────────────────────────
  {
    question: 'How do I make background music fade in?',
    kind: 'howto',
    answers: [
      '/docs/audio/volume#1-fade-in-with-a-volume-function',
      '/docs/audio#fade-in-and-out',
      '/docs/audio/volume',
    ],
    terms: ['volume'],
  },
  {
    question: 'How do I turn the music down while the narrator is speaking?',
    kind: 'howto',
    answers: ['/docs/audio/volume#3-duck-the-music-under-a-voice-over', '/docs/audio/volume'],
    terms: ['voice'],
  },
  {
    question: 'I only want the chorus of a song, from 0:30 to 0:50. How do I cut the audio?',
    kind: 'howto',
    answers: [
      '/docs/audio/trimming',
      '/docs/audio/trimming#1-convert-seconds-to-frames',
      '/docs/audio/trimming#2-trim-only-one-side',
    ],
    terms: ['trimBefore'],
  },
  {
    question: 'Can I export only the soundtrack of my composition as an MP3?',
    kind: 'howto',
    answers: ['/docs/audio/exporting#2-render-only-the-sound', '/docs/audio/exporting'],
    terms: ['mp3'],
  },
  {
    question: 'how to make bars that jump to the beat of the music',
    kind: 'howto',
    answers: [
      '/docs/audio/visualization',
      '/docs/audio/visualization#2-get-the-spectrum-for-the-current-frame',
      '/docs/audio/visualization#3-draw-the-bars-and-play-the-sound',
    ],
    terms: ['visualizeAudio'],
  },

  // ── How-to: video ───────────────────────────────────────────────────────────────────────────
  {
    question: 'How do I show a video that starts 2 seconds in?',
    kind: 'howto',
    answers: [
      '/docs/videos#common-tasks',
      '/docs/offthreadvideo#source-and-timing',
      '/docs/video#source-and-timing',
      '/docs/media/video#source-and-timing',
    ],
    terms: ['trimBefore'],
  },
  {
    question: 'how do i loop a backgound video clip',
    kind: 'howto',
    answers: [
      '/docs/videos#loop-a-clip',
      '/docs/offthreadvideo#looping-a-clip',
      '/docs/loop#notes-and-pitfalls',
    ],
    terms: ['Loop'],
  },
  {
    question: 'How do I make my compositon the same duration as the video I embed?',
    kind: 'howto',
    answers: [
      '/docs/miscellaneous/snippets/align-duration',
      '/docs/miscellaneous/snippets/align-duration#example',
      '/docs/dynamic-metadata#as-long-as-a-video-file',
    ],
    terms: ['parseMedia'],
  },
  {
    question:
      'My overlay video has an alpha channel but renders with a black background. How do I keep it trasparent?',
    kind: 'howto',
    answers: [
      '/docs/videos/transparency',
      '/docs/videos/transparency#troubleshooting',
      '/docs/videos/transparency#why-the-prop-is-needed',
    ],
    terms: ['transparent'],
  },
  {
    question: 'How can I remove a green screen from a clip?',
    kind: 'howto',
    answers: ['/docs/video-manipulation', '/docs/video-manipulation#effects-with-a-canvas'],
    terms: ['canvas'],
  },

  // ── How-to: images, fonts, assets ───────────────────────────────────────────────────────────
  {
    question: 'How do I use a Google Font?',
    kind: 'howto',
    answers: ['/docs/fonts#google-fonts', '/docs/google-fonts/load-font', '/docs/google-fonts'],
    terms: ['loadFont'],
  },
  {
    question: 'How do I load our own brand font from a .woff2 file?',
    kind: 'howto',
    answers: ['/docs/fonts#local-font-files', '/docs/fonts#alternative-a-css-font-face-rule'],
    terms: ['FontFace'],
  },
  {
    question: 'Where do I put my images and how do I point to them in code?',
    kind: 'howto',
    answers: ['/docs/assets', '/docs/assets#the-public-folder-and-staticfile', '/docs/staticfile'],
    terms: ['staticFile'],
  },
  {
    question: 'How do I show an animated gif that stays in sync with the timeline?',
    kind: 'howto',
    answers: ['/docs/gif/gif', '/docs/gif/gif#timing', '/docs/gif#gif-animatedimage-or-img'],
    terms: ['GIF'],
  },

  // ── How-to: rendering ───────────────────────────────────────────────────────────────────────
  {
    question: 'How can I render only part of my video?',
    kind: 'howto',
    answers: [
      '/docs/cli/render#frames-and-dimensions',
      '/docs/renderer/render-media#frames-and-size',
    ],
    terms: ['frames'],
  },
  {
    question: 'How do I render a transparent WebM?',
    kind: 'howto',
    answers: [
      '/docs/transparent-videos#2-render-a-transparent-webm',
      '/docs/transparent-videos',
      '/docs/renderer/render-media#a-transparent-webm',
    ],
    terms: ['WebM'],
  },
  {
    question: 'How do I pass props from the command line?',
    kind: 'howto',
    answers: [
      '/docs/passing-props#from-the-command-line',
      '/docs/cli/render#input-and-project',
      '/docs/get-input-props#where-input-props-come-from',
    ],
    terms: ['--props'],
  },
  {
    question: 'I just need a PNG thumbnail of one frame, what command do I run?',
    kind: 'howto',
    answers: [
      '/docs/cli/still',
      '/docs/stills#3-render-from-the-command-line',
      '/docs/cli/still#frame-format-and-size',
    ],
    terms: ['still'],
  },
  {
    question: 'the exported video looks blurry and blocky, which settings improve the quality?',
    kind: 'howto',
    answers: [
      '/docs/quality#quick-fixes',
      '/docs/quality#3-give-the-encoder-enough-data',
      '/docs/quality',
    ],
    terms: ['crf'],
  },
  {
    question: 'How do I kick off a render from my own Node.js backend?',
    kind: 'howto',
    answers: ['/docs/render#3-render-from-nodejs', '/docs/renderer/render-media', '/docs/ssr'],
    terms: ['renderMedia'],
  },
  {
    question: 'Can I render a GIF directly on an Android phone with Remotion?',
    kind: 'howto',
    answers: ['/docs/react-native#what-is-and-isnt-supported', '/docs/react-native'],
    terms: ['device'],
  },

  // ── How-to: Lambda ──────────────────────────────────────────────────────────────────────────
  {
    question: 'What are the steps to render my first video on AWS lamda?',
    kind: 'howto',
    answers: [
      '/docs/lambda/setup',
      '/docs/lambda/setup#8-render-from-nodejs',
      '/docs/lambda/cli#a-first-render-step-by-step',
    ],
    terms: ['Lambda'],
  },
  {
    question: 'How can I get notified when a Lambda render is done instead of polling?',
    kind: 'howto',
    answers: [
      '/docs/lambda/webhooks',
      '/docs/lambda/faq#how-do-i-know-when-a-render-is-done',
      '/docs/lambda/rendermediaonlambda#webhook',
      '/docs/lambda/troubleshooting/rate-limit#poll-less-often',
    ],
    terms: ['webhook'],
  },
  {
    question: 'Do I have to redeploy the Lambda function every time I change my video code?',
    kind: 'howto',
    answers: [
      '/docs/lambda/faq#do-i-need-to-redeploy-the-function-when-my-video-changes',
      '/docs/lambda/deploysite#deploying-again',
    ],
    terms: ['site'],
  },
  {
    question: 'Lambda says "Too many functions", what do I change?',
    kind: 'howto',
    answers: [
      '/docs/lambda/concurrency#too-many-functions',
      '/docs/lambda/limits#chunks-per-render',
    ],
    terms: ['framesPerLambda'],
  },

  // ── How-to: Cloud Run ───────────────────────────────────────────────────────────────────────
  {
    question: 'How do I get Remotion rendering on Google Cloud Run?',
    kind: 'howto',
    answers: ['/docs/cloudrun/setup', '/docs/cloudrun#get-started'],
    terms: ['Cloud'],
  },
  {
    question:
      'Long videos fail on Cloud Run after about five minutes, how do I give them more time?',
    kind: 'howto',
    answers: [
      '/docs/cloudrun/limits#service-size-and-duration',
      '/docs/cloudrun/limits#when-a-render-does-not-fit',
    ],
    terms: ['timeout'],
  },

  // ── How-to: Player ──────────────────────────────────────────────────────────────────────────
  {
    question: 'How do I embed my video with play/pause controls in a normal React website?',
    kind: 'howto',
    answers: [
      '/docs/player#minimal-example',
      '/docs/player',
      '/docs/player/player#playback-and-controls',
    ],
    terms: ['Player'],
  },
  {
    question: 'How do I make the player responsive so it fills the width of its container?',
    kind: 'howto',
    answers: [
      '/docs/player/scaling#fill-the-width-of-a-container',
      '/docs/player/scaling#the-rules',
    ],
    terms: ['width'],
  },
  {
    question: "The Player won't start playing with sound on page load",
    kind: 'howto',
    answers: [
      '/docs/player/autoplay',
      '/docs/player/autoplay#autoplay-muted',
      '/docs/player/autoplay#start-playback-from-a-user-gesture',
    ],
    terms: ['gesture'],
  },

  // ── How-to: Studio ──────────────────────────────────────────────────────────────────────────
  {
    question: 'Port 3000 is taken, how do I start the studio on another port?',
    kind: 'howto',
    answers: ['/docs/studio/studio#choosing-the-port', '/docs/cli/studio#server-and-browser'],
    terms: ['port'],
  },
  {
    question: 'How can I edit my props through a form in the Studio instead of in code?',
    kind: 'howto',
    answers: [
      '/docs/schemas#what-the-schema-does-in-the-studio',
      '/docs/schemas',
      '/docs/visual-editing',
    ],
    terms: ['schema'],
  },

  // ── How-to: captions ────────────────────────────────────────────────────────────────────────
  {
    question: 'How do I show subtitels from an .srt file in my video?',
    kind: 'howto',
    answers: [
      '/docs/captions#example-show-the-subtitles-of-an-srt-file',
      '/docs/captions/parse-srt',
    ],
    terms: ['SRT'],
  },
  {
    question: 'How do I make those TikTok captions where words light up one by one?',
    kind: 'howto',
    answers: [
      '/docs/captions/create-tiktok-style-captions',
      '/docs/captions/create-tiktok-style-captions#example-animated-captions-in-a-composition',
    ],
    terms: ['createTikTokStyleCaptions'],
  },

  // ── How-to: media parser and webcodecs ──────────────────────────────────────────────────────
  {
    question: "How do I read a video file's duration and width/height in JavaScript?",
    kind: 'howto',
    answers: [
      '/docs/media-parser/metadata',
      '/docs/media-parser/metadata#2-ask-for-the-fields-you-need',
      '/docs/media-parser/parse-media',
      '/docs/dynamic-metadata#as-long-as-a-video-file',
    ],
    terms: ['parseMedia'],
  },
  {
    question: 'Can I convert an MP4 into a WebM right in the browser, without a server?',
    kind: 'howto',
    answers: ['/docs/webcodecs/convert-a-video', '/docs/webcodecs/convert-media'],
    terms: ['convertMedia'],
  },
  {
    question: 'My phone video is sideways, how do I rotate it 90 degrees in the browser?',
    kind: 'howto',
    answers: [
      '/docs/webcodecs/rotate-a-video',
      '/docs/webcodecs/rotate-a-video#how-rotate-behaves',
    ],
    terms: ['rotate'],
  },

  // ── How-to: transitions, shapes, paths ──────────────────────────────────────────────────────
  {
    question: 'How do I slide the next scene in from the right?',
    kind: 'howto',
    answers: [
      '/docs/transitions/presentations/slide',
      '/docs/transitions/presentations/slide#options',
      '/docs/transitions/transitionseries',
      '/docs/transitioning#crossfades-and-slides',
    ],
    terms: ['slide'],
  },
  {
    question: 'My TransitionSeries is shorter than I expected, how is the total length calculated?',
    kind: 'howto',
    answers: [
      '/docs/transitions/transitionseries#how-long-the-series-lasts',
      '/docs/transitioning#how-long-is-the-series',
    ],
    terms: ['transition'],
  },
  {
    question: 'How do I draw a star shape?',
    kind: 'howto',
    answers: ['/docs/shapes/star', '/docs/shapes#the-shapes', '/docs/shapes/make-star'],
    terms: ['star'],
  },
  {
    question: 'How do I get an SVG line to draw itself?',
    kind: 'howto',
    answers: [
      '/docs/paths/evolve-path',
      '/docs/paths/evolve-path#how-it-works',
      '/docs/paths/serialize-instructions#example-a-line-chart-that-draws-itself',
    ],
    terms: ['evolvePath'],
  },

  // ── How-to: troubleshooting ─────────────────────────────────────────────────────────────────
  {
    question: 'Render fails with "delayRender was called but not cleared after 28000ms", what now?',
    kind: 'howto',
    answers: [
      '/docs/timeout',
      '/docs/timeout#the-error-message',
      '/docs/timeout#find-the-handle-that-hangs',
    ],
    terms: ['delayRender'],
  },
  {
    question: 'My render dies with SIGKILL on a small server',
    kind: 'howto',
    answers: [
      '/docs/troubleshooting/sigkill#make-the-render-use-less-memory',
      '/docs/troubleshooting/sigkill',
    ],
    terms: ['concurrency'],
  },
  {
    question: 'How do I fix the "Version mismatch" error between remotion packages?',
    kind: 'howto',
    answers: [
      '/docs/version-mismatch#2-pin-every-remotion-package-to-the-same-exact-version',
      '/docs/version-mismatch',
    ],
    terms: ['version'],
  },
  {
    question: 'Image from another domain is blocked with a CORS error, how do I debug it?',
    kind: 'howto',
    answers: ['/docs/cors-issues', '/docs/cors-issues#debugging-step-by-step'],
    terms: ['CORS'],
  },

  // ── API ─────────────────────────────────────────────────────────────────────────────────────
  {
    question: 'What does the `damping` option of spring() do?',
    kind: 'api',
    answers: ['/docs/spring#config', '/docs/animating-properties#the-config-object'],
    terms: ['damping'],
  },
  {
    question: 'What is the default codec of renderMedia?',
    kind: 'api',
    answers: [
      '/docs/renderer/render-media#signature',
      '/docs/renderer/render-media#required-options',
      '/docs/renderer/render-media#codecs',
    ],
    terms: ['codec'],
  },
  {
    question: 'Which props does <Sequence> accept?',
    kind: 'api',
    answers: ['/docs/sequence#props'],
    terms: ['durationInFrames'],
  },
  {
    question: 'What does staticFile() return?',
    kind: 'api',
    answers: ['/docs/staticfile#return-value', '/docs/staticfile'],
    terms: ['URL'],
  },
  {
    question: 'Which values can extrapolateRight take in interpolate()?',
    kind: 'api',
    answers: ['/docs/interpolate#extrapolation-types', '/docs/interpolate#options'],
    terms: ['clamp'],
  },
  {
    question:
      'Inside a <Sequence>, is durationInFrames from useVideoConfig() the length of the sequence or of the whole video?',
    kind: 'api',
    answers: ['/docs/use-video-config#inside-a-sequence'],
    terms: ['durationInFrames'],
  },
  {
    question: 'How many browser tabs does npx remotion render use by default?',
    kind: 'api',
    answers: [
      '/docs/cli/render#performance-and-memory',
      '/docs/renderer/render-media#performance-and-memory',
      '/docs/target-closed#render-with-fewer-tabs',
    ],
    terms: ['concurrency'],
  },
  {
    question: 'What is the default CRF for H.264?',
    kind: 'api',
    answers: [
      '/docs/quality#3-give-the-encoder-enough-data',
      '/docs/renderer/render-media#video-encoding',
      '/docs/render#the-result',
    ],
    terms: ['18'],
  },
  {
    question: 'How long does delayRender() wait by default before the render fails?',
    kind: 'api',
    answers: [
      '/docs/timeout#the-defaults',
      '/docs/data-fetching#timeouts-and-retries',
      '/docs/timeout',
      '/docs/delay-render#delayrender-parameters',
      '/docs/delay-render#how-the-waiting-works',
    ],
    terms: ['30'],
  },
  {
    question: 'what happens if I pass null as the seed to random()',
    kind: 'api',
    answers: [
      '/docs/random#parameters',
      '/docs/using-randomness#when-you-really-want-true-randomness-randomnull',
    ],
    terms: ['null'],
  },
  {
    question: 'Which field do I request from parseMedia to get the length in seconds?',
    kind: 'api',
    answers: [
      '/docs/media-parser/parse-media#time',
      '/docs/media-parser/fields#file-and-container-fields',
    ],
    terms: ['durationInSeconds'],
  },
  {
    question: 'How does getRenderProgress() tell me that a Lambda render failed?',
    kind: 'api',
    answers: [
      '/docs/lambda/getrenderprogress#state',
      '/docs/lambda/getrenderprogress#notes-and-pitfalls',
      '/docs/lambda/getrenderprogress#errors',
      '/docs/lambda/getrenderprogress',
    ],
    terms: ['fatalErrorEncountered'],
  },
  {
    question:
      'What memory, disk and timeout does a Lambda function get when I deploy it without flags?',
    kind: 'api',
    answers: [
      '/docs/lambda/setup#6-deploy-a-function',
      '/docs/lambda/deployfunction#optional',
      '/docs/lambda/cli/functions/deploy#size-and-time',
    ],
    terms: ['2048'],
  },
  {
    question: 'What is the max number of chunks one Lambda render can be split into?',
    kind: 'api',
    answers: [
      '/docs/lambda/limits#chunks-per-render',
      '/docs/lambda/concurrency#too-many-functions',
      '/docs/lambda/rendermediaonlambda#splitting-the-work',
    ],
    terms: ['200'],
  },
  {
    question: 'Which events can I subscribe to on the Player ref?',
    kind: 'api',
    answers: ['/docs/player/player#events'],
    terms: ['addEventListener'],
  },
  {
    question: 'Is the Player `loop` prop on or off by default?',
    kind: 'api',
    answers: ['/docs/player/player#playback-and-controls'],
    terms: ['loop'],
  },
  {
    question: 'What fields does a Caption object have?',
    kind: 'api',
    answers: ['/docs/captions/caption#fields', '/docs/captions/caption'],
    terms: ['startMs'],
  },
  {
    question: 'What format is the string that interpolateColors() returns?',
    kind: 'api',
    answers: ['/docs/interpolate-colors#return-value', '/docs/interpolate-colors'],
    terms: ['rgba'],
  },
  {
    question: 'What CSS does <AbsoluteFill> apply by default?',
    kind: 'api',
    answers: ['/docs/absolute-fill#default-styles', '/docs/layers#absolutefill'],
    terms: ['absolute'],
  },
  {
    question: 'What values does the fit prop of <Gif> accept?',
    kind: 'api',
    answers: ['/docs/gif/gif#fit-values', '/docs/gif/gif#props'],
    terms: ['contain'],
  },
  {
    question: 'what does Loop.useLoop() give back',
    kind: 'api',
    answers: ['/docs/loop#loopuseloop'],
    terms: ['iteration'],
  },
  {
    question: 'What range of numbers does noise2D() return?',
    kind: 'api',
    answers: ['/docs/noise/noise-2d#return-value', '/docs/noise#random-or-noise'],
    terms: ['−1'],
  },
  {
    question: 'What happens if registerRoot() is called a second time?',
    kind: 'api',
    answers: ['/docs/register-root#return-value', '/docs/register-root#notes-and-pitfalls'],
    terms: ['throws'],
  },
  {
    question: 'Which codecs can @remotion/cloudrun render?',
    kind: 'api',
    answers: [
      '/docs/cloudrun/limits#what-can-be-rendered',
      '/docs/cloudrun/cli/render#how-the-codec-is-chosen',
    ],
    terms: ['h264'],
  },
  {
    question: 'What is the default direction of the slide() presentation?',
    kind: 'api',
    answers: ['/docs/transitions/presentations/slide#options'],
    terms: ['from-left'],
  },
  {
    question: 'What does premountFor on a Sequence do?',
    kind: 'api',
    answers: ['/docs/sequence#props', '/docs/sequence#notes-and-pitfalls'],
    terms: ['premountFor'],
  },
  {
    question: 'What does --every-nth-frame do when rendering a GIF?',
    kind: 'api',
    answers: [
      '/docs/render-as-gif#lowering-the-frame-rate',
      '/docs/render-as-gif#keeping-the-file-small',
    ],
    terms: ['every-nth-frame'],
  },
  {
    question: 'Which output containers can convertMedia() write?',
    kind: 'api',
    answers: [
      '/docs/webcodecs/convert-a-video#1-decide-on-the-output-format',
      '/docs/webcodecs/convert-media#input-and-output',
    ],
    terms: ['webm'],
  },

  // ── Unanswerable: sounds like Remotion, but the docs do not say ─────────────────────────────
  {
    question: 'Can Remotion edit the layers of a Photoshop PSD file?',
    kind: 'unanswerable',
    answers: [],
  },
  { question: "What is Remotion's annual revenue?", kind: 'unanswerable', answers: [] },
  {
    question:
      'Does Remotion have automatic face tracking that reframes landscape clips to vertical?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'Is there a Blender add-on that exports scenes into a Remotion composition?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'Can I render Dolby Atmos surround audio with Remotion?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'What uptime SLA does Remotion guarantee for Lambda renders?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'How do I import an Apple Keynote presentation as a composition?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'Is there an official Remotion plugin for WordPress?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'Can Remotion turn PowerPoint slides into a video automatically?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'How do I drive an animation live from a MIDI keyboard?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'Can I use Remotion compositions inside a Flutter app?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'Can <OffthreadVideo> play DRM-protected Widevine streams?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'What is the carbon footprint of one Lambda render?',
    kind: 'unanswerable',
    answers: [],
  },
  {
    question: 'How do I upload the finished render straight to my Vimeo account?',
    kind: 'unanswerable',
    answers: [],
  },

  // ── Off-topic ───────────────────────────────────────────────────────────────────────────────
  { question: 'What is the weather in Paris today?', kind: 'offtopic', answers: [] },
  { question: 'Write me a poem about cats', kind: 'offtopic', answers: [] },
  { question: 'How do I center a div in CSS?', kind: 'offtopic', answers: [] },
  { question: 'What is the capital of Australia?', kind: 'offtopic', answers: [] },
  { question: "Translate 'good morning' into Japanese", kind: 'offtopic', answers: [] },
  { question: 'Can you recommend a simple pizza dough recipe?', kind: 'offtopic', answers: [] },
  { question: 'How do I reverse a linked list in Java?', kind: 'offtopic', answers: [] },
  { question: 'Who won the 2018 football World Cup?', kind: 'offtopic', answers: [] },
  { question: 'which laptop is best for gaming under 1000 dollars', kind: 'offtopic', answers: [] },
  {
    question: 'How do I set up an ingress controller in Kubernetes?',
    kind: 'offtopic',
    answers: [],
  },
  { question: 'Explain quantum entanglement like I am five', kind: 'offtopic', answers: [] },
  { question: 'tell me a joke', kind: 'offtopic', answers: [] },
  { question: 'How do I configure a read replica in PostgreSQL?', kind: 'offtopic', answers: [] },
];
