import type { ApiPackageDocs } from './types.js';

/**
 * `remotion`: the components and their prop and helper types. Functions, hooks, constants,
 * contexts, internals and the `remotion/no-react` and `remotion/version` entry points are in
 * `remotion-functions.ts`, which also sets `entries`.
 */
const docs: ApiPackageDocs = {
  package: 'remotion',
  overview: '/docs/remotion',
  documented: {
    FolderContext: {
      page: '/docs/folder#nesting-and-context',
      summary: 'React context with the enclosing folder name and path, read by <Composition>.',
    },
    TFolder: {
      page: '/docs/folder#nesting-and-context',
      summary: 'A folder as the Studio registers it: name and parent path.',
    },
    // Registering videos
    Composition: {
      page: '/docs/composition',
      summary:
        'Registers a video with its component, size, frame rate, duration and default props.',
    },
    CompositionProps: {
      page: '/docs/remotion#component-props',
      summary: 'Props of <Composition>, generic over a Zod schema and the component props.',
    },
    CompProps: {
      page: '/docs/remotion#component-props',
      summary:
        'The part of the composition props that names the component: component or lazyComponent.',
    },
    Still: {
      page: '/docs/still',
      summary: 'Registers a single-frame composition for images such as thumbnails.',
    },
    StillProps: {
      page: '/docs/still#props',
      summary: 'Props of <Still>: like CompositionProps without fps and durationInFrames.',
    },
    Folder: {
      page: '/docs/folder',
      summary: 'Groups compositions into folders in the Studio sidebar.',
    },

    // Time and layout
    Sequence: {
      page: '/docs/sequence',
      summary: 'Shifts its children in time and optionally limits how long they are shown.',
    },
    SequenceProps: {
      page: '/docs/remotion#component-props',
      summary: 'Props of <Sequence>.',
    },
    SequencePropsWithoutDuration: {
      page: '/docs/remotion#component-props',
      summary: 'Props of <Sequence> without durationInFrames.',
    },
    LayoutAndStyle: {
      page: '/docs/remotion#component-props',
      summary:
        "Layout props shared by <Sequence>, <Series.Sequence> and <Loop>: absolute-fill layout or layout 'none'.",
    },
    AbsoluteFillLayout: {
      page: '/docs/remotion#component-props',
      summary:
        'The absolute-fill layout props: style, className, premountFor, postmountFor and their styles.',
    },
    Series: {
      page: '/docs/series',
      summary: 'Plays <Series.Sequence> scenes one after another.',
    },
    Loop: {
      page: '/docs/loop',
      summary: 'Repeats its children every N frames; Loop.useLoop() returns the current round.',
    },
    Freeze: {
      page: '/docs/freeze',
      summary: 'Holds its children on one frame.',
    },
    AbsoluteFill: {
      page: '/docs/absolute-fill',
      summary: 'A full-size, absolutely positioned layer.',
    },

    // Images, media and embeds
    Img: {
      page: '/docs/img',
      summary: 'An <img> that holds back rendering until the image has loaded, with retries.',
    },
    ImgProps: {
      page: '/docs/img#props',
      summary:
        'Props of <Img>: the <img> attributes plus maxRetries, pauseWhenLoading, onImageFrame and timeouts.',
    },
    AnimatedImage: {
      page: '/docs/animatedimage',
      summary:
        'Plays an animated image such as a GIF in step with the timeline, drawn on a canvas.',
    },
    IFrame: {
      page: '/docs/iframe',
      summary: 'An <iframe> that holds back rendering until the page has loaded.',
    },
    Audio: {
      page: '/docs/audio',
      summary: 'Adds a sound file, with trimming, looping, speed and per-frame volume.',
    },
    RemotionAudioProps: {
      page: '/docs/audio#types',
      summary: 'Props of <Audio> except the trim props.',
    },
    RemotionMainAudioProps: {
      page: '/docs/audio#types',
      summary: 'Trim props of <Audio>: trimBefore, trimAfter and the deprecated startFrom, endAt.',
    },
    NativeAudioProps: {
      page: '/docs/audio#types',
      summary: 'The <audio> element attributes that <Audio> passes through.',
    },
    VolumeProp: {
      page: '/docs/audio#types',
      summary: 'A volume: a number or a function of the frame.',
    },
    LoopVolumeCurveBehavior: {
      page: '/docs/audio#types',
      summary:
        "Whether a volume function restarts on each loop ('repeat') or keeps counting ('extend').",
    },
    Video: {
      page: '/docs/video',
      summary: "Embeds a video using the browser's <video> element, in sync with the timeline.",
    },
    RemotionVideoProps: {
      page: '/docs/video#types',
      summary: 'Props of <Video> except the trim props.',
    },
    RemotionMainVideoProps: {
      page: '/docs/video#types',
      summary: 'Trim props of <Video>: trimBefore, trimAfter and the deprecated startFrom, endAt.',
    },
    OffthreadVideo: {
      page: '/docs/offthreadvideo',
      summary: 'Embeds a video whose frames the renderer extracts with FFmpeg.',
    },
    OffthreadVideoProps: {
      page: '/docs/offthreadvideo#types',
      summary: 'Props of <OffthreadVideo>.',
    },
    RemotionOffthreadVideoProps: {
      page: '/docs/offthreadvideo#types',
      summary: 'Props of <OffthreadVideo> (same type as OffthreadVideoProps).',
    },
    OnVideoFrame: {
      page: '/docs/offthreadvideo#types',
      summary: 'Callback that receives each video frame as a CanvasImageSource.',
    },
    Artifact: {
      page: '/docs/artifact',
      summary: 'Emits an extra file, such as subtitles, JSON or a thumbnail, during rendering.',
    },
    'remotion:DownloadBehavior': {
      page: '/docs/artifact#downloadbehavior',
      summary:
        'Whether an uploaded artifact plays in the browser or downloads when its URL is opened.',
    },
  },
};

export default docs;
