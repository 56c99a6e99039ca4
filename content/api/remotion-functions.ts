import type { ApiPackageDocs } from './types.js';

/**
 * `remotion`: every export that is not a component or a component's prop type — functions,
 * hooks, constants, configuration, context and state types — plus all exports of the
 * `remotion/no-react` and `remotion/version` entry points. The components and their prop
 * types are in `remotion-components.ts`.
 */
const docs: ApiPackageDocs = {
  package: 'remotion',
  entries: ['remotion', 'remotion/no-react', 'remotion/version'],
  documented: {
    Experimental: {
      page: '/docs/null',
      summary:
        'Namespace of experimental APIs: <Experimental.Null>, <Experimental.Clipper> (see /docs/clipper) and useIsPlayer.',
    },
    Config: {
      page: '/docs/config#the-config-export-of-remotion-deprecated',
      summary:
        'Deprecated stub: calling it prints how to import Config from @remotion/cli/config and exits.',
    },
    // Animation and math
    interpolate: {
      page: '/docs/interpolate',
      summary: 'Maps a number from one range to another, with easing and extrapolation options.',
    },
    InterpolateOptions: {
      page: '/docs/interpolate#options',
      summary: 'Options of interpolate(): easing, extrapolateLeft and extrapolateRight.',
    },
    ExtrapolateType: {
      page: '/docs/interpolate#extrapolation-types',
      summary:
        "What interpolate() does outside the input range: 'extend', 'clamp', 'wrap' or 'identity'.",
    },
    EasingFunction: {
      page: '/docs/interpolate#options',
      summary: 'A function of type (input: number) => number that reshapes progress.',
    },
    interpolateColors: {
      page: '/docs/interpolate-colors',
      summary: 'Maps a number to a color between the colors of an output range.',
    },
    Easing: {
      page: '/docs/easing',
      summary: 'Easing curves and modifiers to pass to interpolate().',
    },
    spring: {
      page: '/docs/spring',
      summary: 'Physics-based animation value for a frame, from a spring configuration.',
    },
    SpringConfig: {
      page: '/docs/spring#config',
      summary: 'Physical properties of a spring: damping, mass, stiffness, overshootClamping.',
    },
    measureSpring: {
      page: '/docs/measure-spring',
      summary: 'How many frames a spring needs to settle, for a frame rate and configuration.',
    },
    random: {
      page: '/docs/random',
      summary: 'Deterministic pseudo-random number between 0 and 1 from a seed.',
    },
    RandomSeed: {
      page: '/docs/random',
      summary: 'The seed random() accepts: a number, a string or null.',
    },

    // Hooks
    useCurrentFrame: {
      page: '/docs/use-current-frame',
      summary: 'The frame the component is currently rendering.',
    },
    useVideoConfig: {
      page: '/docs/use-video-config',
      summary: 'Width, height, frame rate, duration, ID and props of the current composition.',
    },
    VideoConfig: {
      page: '/docs/use-video-config#return-value',
      summary: 'The object returned by useVideoConfig().',
    },
    useCurrentScale: {
      page: '/docs/use-current-scale',
      summary: 'The factor by which the Studio or the Player currently scales the canvas.',
    },
    useBufferState: {
      page: '/docs/use-buffer-state',
      summary: 'Pauses Player and Studio playback while something is loading.',
    },
    useDelayRender: {
      page: '/docs/use-delay-render',
      summary:
        'Hook that returns delayRender() and continueRender() bound to the environment of the component.',
    },
    useRemotionEnvironment: {
      page: '/docs/use-remotion-environment',
      summary: 'Hook telling whether the component runs in the Studio, the Player or a render.',
    },

    // Rendering lifecycle
    delayRender: {
      page: '/docs/delay-render',
      summary: 'Blocks the capture of a frame until continueRender() is called.',
    },
    continueRender: {
      page: '/docs/continue-render',
      summary: 'Releases a handle created by delayRender().',
    },
    cancelRender: {
      page: '/docs/cancel-render',
      summary: 'Aborts the whole render with an error, without retries.',
    },
    CalculateMetadataFunction: {
      page: '/docs/calculate-metadata',
      summary: 'Type of the calculateMetadata prop that computes duration, size, fps and props.',
    },
    VideoImageFormat: {
      page: '/docs/calculate-metadata#default-render-settings',
      summary: "Image format of rendered frames: 'png', 'jpeg' or 'none'.",
    },
    PixelFormat: {
      page: '/docs/calculate-metadata#default-render-settings',
      summary: "Pixel format of the encoded video, such as 'yuv420p'.",
    },
    getInputProps: {
      page: '/docs/get-input-props',
      summary: 'The input props passed to the render or the Studio, outside of a component.',
    },
    registerRoot: {
      page: '/docs/register-root',
      summary: 'Registers the component that lists the compositions; called in the entry point.',
    },

    // Environment
    getRemotionEnvironment: {
      page: '/docs/get-remotion-environment',
      summary: 'Whether the code runs in the Studio, the Player or a render, outside of React.',
    },
    RemotionEnvironment: {
      page: '/docs/get-remotion-environment#return-value',
      summary: 'The object returned by getRemotionEnvironment() and useRemotionEnvironment().',
    },
    VERSION: {
      page: '/docs/version',
      summary: 'The version string of the installed remotion package.',
    },

    // Assets
    staticFile: {
      page: '/docs/staticfile',
      summary: 'Turns a path in the public/ folder into a URL.',
    },
    getStaticFiles: {
      page: '/docs/getstaticfiles',
      summary: 'Lists the files in the public/ folder.',
    },
    StaticFile: {
      page: '/docs/getstaticfiles#return-value',
      summary: 'One entry of getStaticFiles(): src, name, sizeInBytes, lastModified.',
    },
    watchStaticFile: {
      page: '/docs/watchstaticfile',
      summary: 'Calls back when a file in public/ is added, changed or deleted in the Studio.',
    },
    prefetch: {
      page: '/docs/prefetch',
      summary: 'Downloads a media file into memory so that the Player can play it without loading.',
    },
    PrefetchOnProgress: {
      page: '/docs/prefetch#options',
      summary: 'Type of the onProgress callback of prefetch().',
    },
    LogLevel: {
      page: '/docs/prefetch#options',
      summary: "Logging verbosity: 'trace', 'verbose', 'info', 'warn' or 'error'.",
    },
  },
  notDocumented: {
    Internals:
      'internal: shared implementation used by @remotion/player, @remotion/studio and the renderer; no stability guarantee.',
    _InternalTypes: 'internal: type bag used by other Remotion packages.',
    CompositionManagerContext:
      'internal: type of the context holding the registered compositions, used by the Studio and the Player.',
    TimelineContextValue:
      'internal: type of the timeline context (current frame, playing state) shared with the Player and the Studio.',
    SetTimelineContextValue: 'internal: setter half of the timeline context.',
    MediaVolumeContextValue:
      'internal: type of the context holding the Player/Studio volume and mute state.',
    SetMediaVolumeContextValue: 'internal: setter half of the media volume context.',
    LoggingContextValue: 'internal: type of the context carrying the log level to components.',
    CurrentScaleContextType:
      'internal: type of the context behind useCurrentScale(); read the scale with useCurrentScale() instead.',
    PreviewSize: 'internal: zoom and pan state of the Studio canvas.',
    PreviewSizeCtx: 'internal: context value holding the Studio zoom and its setter.',
    Translation: 'internal: x/y pan offset of the Studio canvas, part of PreviewSize.',
    CanvasContent:
      'internal: what the Studio canvas currently shows (a composition, an asset or an output).',
    PlayableMediaTag:
      'internal: a media element registered with the timeline so playback can start after a user gesture.',
    TComposition: 'internal: a registered composition as stored by the composition manager.',
    TCompMetadata: 'internal: serializable metadata of a registered composition.',
    TSequence: 'internal: a sequence as registered for the Studio timeline.',
    TRenderAsset:
      'internal: an audio, video, inline audio or artifact asset collected from a frame for the renderer.',
    BundleState:
      'internal: the mode a bundle is opened in (index, evaluation or a composition), set by the renderer.',
    BundleIndexState: 'internal: member of BundleState.',
    BundleEvaluationState: 'internal: member of BundleState.',
    BundleCompositionState: 'internal: member of BundleState.',
    VideoConfigWithSerializedProps:
      'internal: VideoConfig with props serialized, as exchanged between the bundle and the renderer.',
    SerializedJSONWithCustomFields:
      'internal: result of the props serializer that supports Date and staticFile() values.',
    WatchRemotionStaticFilesPayload:
      'internal: payload of the browser event the Studio dispatches when public/ changes; use watchStaticFile() instead.',
    IsExact:
      'internal: type-level helper (exact type equality) used to check the media prop types; not meant for apps.',
    'remotion/no-react:NoReactInternals':
      'internal: validation and serialization helpers shared with the renderer and the CLI, which cannot load React.',
    'remotion/no-react:ArtifactAsset':
      'internal: artifact entry of TRenderAsset, consumed by the renderer.',
    'remotion/no-react:AudioOrVideoAsset':
      'internal: audio/video entry of TRenderAsset, consumed by the renderer.',
    'remotion/no-react:InlineAudioAsset':
      'internal: inline audio entry of TRenderAsset, consumed by the renderer.',
    'remotion/no-react:DownloadBehavior':
      'same type as the DownloadBehavior of the main entry (the downloadBehavior prop of <Artifact>), re-exported for code that cannot import React.',
  },
};

export default docs;
