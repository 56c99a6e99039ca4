import type { ApiPackageDocs } from './types';

/**
 * `@remotion/renderer` (4.0.357): Node.js/Bun APIs that render compositions to video, audio and
 * images. The `/client`, `/pure` and `/error-handling` subpaths are listed as entries so that
 * their exports are accounted for; they serve Remotion's own packages.
 */
const renderer: ApiPackageDocs = {
  package: '@remotion/renderer',
  overview: '/docs/renderer',
  entries: [
    '@remotion/renderer',
    '@remotion/renderer/client',
    '@remotion/renderer/pure',
    '@remotion/renderer/error-handling',
  ],
  documented: {
    // Selecting compositions
    selectComposition: {
      page: '/docs/renderer/select-composition',
      summary:
        'Finds one composition of a bundle by ID and returns it with calculateMetadata() applied.',
    },
    SelectCompositionOptions: {
      page: '/docs/renderer/select-composition#signature',
      summary: 'Type of the options of selectComposition().',
    },
    getCompositions: {
      page: '/docs/renderer/get-compositions',
      summary: 'Lists all compositions of a bundle, running calculateMetadata() for each.',
    },
    GetCompositionsOptions: {
      page: '/docs/renderer/get-compositions#signature',
      summary: 'Type of the options of getCompositions().',
    },

    // Rendering
    renderMedia: {
      page: '/docs/renderer/render-media',
      summary: 'Renders a composition to a video, audio or GIF file, or to a Buffer.',
    },
    RenderMediaOptions: {
      page: '/docs/renderer/render-media#signature',
      summary: 'Type of the options object of renderMedia().',
    },
    RenderMediaOnProgress: {
      page: '/docs/renderer/render-media#onprogress',
      summary:
        'Type of the onProgress callback of renderMedia(): progress, rendered and encoded frames, stage.',
    },
    RenderMediaOnDownload: {
      page: '/docs/renderer/render-media#progress-and-events',
      summary:
        'Type of the onDownload callback, called for each remote media file downloaded during a render.',
    },
    SlowFrame: {
      page: '/docs/renderer/render-media#return-value',
      summary: 'One entry of slowestFrames returned by renderMedia(): { frame, time }.',
    },
    StitchingState: {
      page: '/docs/renderer/render-media#onprogress',
      summary: "Stage reported by renderMedia() progress: 'encoding' or 'muxing'.",
    },
    OnStartData: {
      page: '/docs/renderer/render-media#progress-and-events',
      summary: 'Argument of onStart: { frameCount, parallelEncoding, resolvedConcurrency }.',
    },
    Codec: {
      page: '/docs/renderer/render-media#codecs',
      summary:
        "Union of the output codecs: 'h264', 'h265', 'vp8', 'vp9', 'prores', 'gif', 'mp3', …",
    },
    CodecOrUndefined: {
      page: '/docs/renderer/render-media#codecs',
      summary: 'Codec | undefined.',
    },
    FileExtension: {
      page: '/docs/renderer/render-media#codecs',
      summary:
        'Union of the file extensions the renderer can write (mp4, webm, mov, mkv, gif, wav, …).',
    },
    AudioCodec: {
      page: '/docs/renderer/render-media#audio',
      summary: "Union of the audio codecs: 'aac', 'mp3', 'opus', 'pcm-16'.",
    },
    Crf: {
      page: '/docs/renderer/render-media#video-encoding',
      summary: 'Type of a Constant Rate Factor value: number | undefined.',
    },
    PixelFormat: {
      page: '/docs/renderer/render-media#video-encoding',
      summary: "Union of the output pixel formats: 'yuv420p', 'yuva420p', 'yuv444p', …",
    },
    ProResProfile: {
      page: '/docs/renderer/render-media#video-encoding',
      summary:
        "Union of the ProRes profiles: '4444-xq', '4444', 'hq', 'standard', 'light', 'proxy'.",
    },
    X264Preset: {
      page: '/docs/renderer/render-media#video-encoding',
      summary: "Union of the x264 presets, from 'ultrafast' to 'placebo'.",
    },
    ColorSpace: {
      page: '/docs/renderer/render-media#video-encoding',
      summary: "Union of the output color spaces: 'default', 'bt709', 'bt2020-ncl'.",
    },
    VideoImageFormat: {
      page: '/docs/renderer/render-media#video-encoding',
      summary: "Format of captured video frames: 'jpeg', 'png' or 'none'.",
    },
    NumberOfGifLoops: {
      page: '/docs/renderer/render-media#video-encoding',
      summary: 'How often a GIF repeats: number | null (null loops forever).',
    },
    FfmpegOverrideFn: {
      page: '/docs/renderer/render-media#video-encoding',
      summary:
        'Type of ffmpegOverride: receives { type, args } and returns the FFmpeg arguments to use.',
    },
    '@remotion/renderer/client:HardwareAccelerationOption': {
      page: '/docs/renderer/render-media#video-encoding',
      summary: "Type of the hardwareAcceleration option: 'disable', 'if-possible' or 'required'.",
    },
    FrameRange: {
      page: '/docs/renderer/render-media#frames-and-size',
      summary: 'A single frame or an inclusive [first, last] range: number | [number, number].',
    },
    BrowserLog: {
      page: '/docs/renderer/render-media#progress-and-events',
      summary:
        'A console message of the render page, passed to onBrowserLog: { text, type, stackTrace }.',
    },
    OnArtifact: {
      page: '/docs/renderer/render-media#progress-and-events',
      summary: 'Type of the onArtifact callback, which receives files emitted by <Artifact>.',
    },
    EmittedArtifact: {
      page: '/docs/renderer/render-media#progress-and-events',
      summary: 'An artifact passed to onArtifact: { filename, content, frame, downloadBehavior }.',
    },
    LogLevel: {
      page: '/docs/renderer/render-media#logging-and-debugging',
      summary: "Union of the log levels: 'trace', 'verbose', 'info', 'warn', 'error'.",
    },
    renderStill: {
      page: '/docs/renderer/render-still',
      summary: 'Renders one frame of a composition to a PNG, JPEG, WebP or PDF file or Buffer.',
    },
    RenderStillOptions: {
      page: '/docs/renderer/render-still#signature',
      summary: 'Type of the options of renderStill().',
    },
    StillImageFormat: {
      page: '/docs/renderer/render-still#image',
      summary: "Format of a still: 'png', 'jpeg', 'webp' or 'pdf'.",
    },
    renderFrames: {
      page: '/docs/renderer/render-frames',
      summary: 'Captures the frames of a composition as images, without encoding them.',
    },
    RenderFramesOptions: {
      page: '/docs/renderer/render-frames#signature',
      summary: 'Type of the options of renderFrames().',
    },
    RenderFramesOutput: {
      page: '/docs/renderer/render-frames#return-value',
      summary: 'Result of renderFrames(): { frameCount, assetsInfo }.',
    },
    stitchFramesToVideo: {
      page: '/docs/renderer/stitch-frames-to-video',
      summary:
        'Encodes frames captured by renderFrames() into a media file and mixes in the audio.',
    },
    StitchFramesToVideoOptions: {
      page: '/docs/renderer/stitch-frames-to-video#signature',
      summary: 'Type of the options of stitchFramesToVideo().',
    },
    combineChunks: {
      page: '/docs/renderer/combine-chunks',
      summary: 'Joins video and audio chunks rendered separately into one output file.',
    },
    CombineChunksOptions: {
      page: '/docs/renderer/combine-chunks#signature',
      summary: 'Type of the options of combineChunks().',
    },
    CombineChunksOnProgress: {
      page: '/docs/renderer/combine-chunks#optional',
      summary: 'Type of the onProgress callback of combineChunks(): { totalProgress, frames }.',
    },

    // Browser
    openBrowser: {
      page: '/docs/renderer/open-browser',
      summary: 'Launches a headless Chrome that several rendering calls can share.',
    },
    Browser: {
      page: '/docs/renderer/open-browser#parameters',
      summary: "The browser to open: the type 'chrome'.",
    },
    BrowserExecutable: {
      page: '/docs/renderer/open-browser#options',
      summary: 'Path to a Chrome executable, or null for the downloaded one: string | null.',
    },
    HeadlessBrowser: {
      page: '/docs/renderer/open-browser#return-value',
      summary:
        'The browser returned by openBrowser(), passed as puppeteerInstance; close it with close().',
    },
    ChromiumOptions: {
      page: '/docs/renderer/open-browser#chromiumoptions',
      summary:
        'Chrome flags: gl, ignoreCertificateErrors, disableWebSecurity, userAgent, enableMultiProcessOnLinux.',
    },
    OpenGlRenderer: {
      page: '/docs/renderer/open-browser#chromiumoptions',
      summary:
        "OpenGL backend of Chrome: 'angle', 'egl', 'swiftshader', 'swangle', 'vulkan', 'angle-egl'.",
    },
    ChromeMode: {
      page: '/docs/renderer/open-browser#options',
      summary: "Which browser to render with: 'headless-shell' or 'chrome-for-testing'.",
    },
    ensureBrowser: {
      page: '/docs/renderer/ensure-browser',
      summary: 'Makes sure a browser for rendering is available, downloading it if needed.',
    },
    EnsureBrowserOptions: {
      page: '/docs/renderer/ensure-browser#signature',
      summary: 'Type of the options of ensureBrowser().',
    },
    OnBrowserDownload: {
      page: '/docs/renderer/ensure-browser#onbrowserdownload',
      summary:
        'Callback invoked when a browser must be downloaded; returns { onProgress, version }.',
    },
    DownloadBrowserProgressFn: {
      page: '/docs/renderer/ensure-browser#onbrowserdownload',
      summary:
        'Progress callback of a browser download: { percent, downloadedBytes, totalSizeInBytes }.',
    },

    // Control
    makeCancelSignal: {
      page: '/docs/renderer/make-cancel-signal',
      summary: 'Creates a cancel signal and a cancel() function to stop a running render.',
    },
    CancelSignal: {
      page: '/docs/renderer/make-cancel-signal#return-value',
      summary: 'Type of the cancelSignal option: (callback: () => void) => void.',
    },

    // Media utilities
    getSilentParts: {
      page: '/docs/renderer/get-silent-parts',
      summary: 'Finds the silent and audible time ranges of a local media file.',
    },
    SilentPart: {
      page: '/docs/renderer/get-silent-parts#return-value',
      summary: 'A time range: { startInSeconds, endInSeconds }.',
    },
    extractAudio: {
      page: '/docs/renderer/extract-audio',
      summary:
        'Copies the audio track of a video file into a separate file, without converting it.',
    },
    getVideoMetadata: {
      page: '/docs/renderer/get-video-metadata',
      summary: 'Deprecated: reads frame rate, size, duration and codecs of a local video file.',
    },
    VideoMetadata: {
      page: '/docs/renderer/get-video-metadata#return-value',
      summary: 'Result of getVideoMetadata(): fps, width, height, durationInSeconds, codec, …',
    },
  },
  notDocumented: {
    ImageFormat:
      'deprecated type whose only value is a string telling to use VideoImageFormat or StillImageFormat instead (noted on /docs/renderer#types).',
    DeleteAfter:
      "type of the deleteAfter option of Remotion Lambda's render functions ('1-day' … '30-days'); documented with Lambda in a later wave.",
    RenderInternals:
      'internal: helpers shared with @remotion/cli, @remotion/studio-server and Lambda (internal render functions, servers, logging); no documented contract.',
    InternalRenderMediaOptions:
      'internal: options of RenderInternals.internalRenderMedia(), the variant of renderMedia() the CLI and Lambda call.',
    RemotionServer:
      'internal: the HTTP server that serves a bundle during a render, shared between internal calls by the CLI.',
    LogOptions: "internal: the { indent, logLevel } argument of the renderer's own logger.",
    OnLog:
      'internal: log callback passed to browser pages by the internal render functions; the public functions do not accept it.',
    AnyRemotionOption:
      'internal: type describing a CLI/config option definition (name, cliFlag, ssrName, getValue, setConfig).',
    RemotionOption: 'internal: generic form of AnyRemotionOption, used to define CLI options.',
    ToOptions:
      'internal: maps option definitions to the types of their values, used to build the options types.',
    ErrorWithStackFrame:
      'internal: error class the CLI and Lambda build with RenderInternals.symbolicateError() after mapping a browser error to source files; the public functions do not throw it.',
    SymbolicatedStackFrame: 'internal: one source-mapped stack frame of ErrorWithStackFrame.',
    validateOutputFilename:
      'validation helper used by the CLI and Lambda before rendering; renderMedia() runs the same check on outputLocation itself (documented there as the Codecs table).',
    validateSelectedPixelFormatAndImageFormatCombination:
      'validation helper used by the CLI; renderMedia() runs the same check (alpha pixel formats need PNG frames).',
    '@remotion/renderer/client:BrowserSafeApis':
      "internal: option definitions, valid values and defaults that can load in a browser, used by the Studio's render dialog and the CLI.",
    '@remotion/renderer/client:AvailableOptions':
      'internal: union of the names of all option definitions in BrowserSafeApis.',
    '@remotion/renderer/client:TypeOfOption':
      'internal: extracts the value type of an option definition.',
    '@remotion/renderer/pure:NoReactAPIs':
      'internal: file-extension, codec and frame helpers that load without React, used by Lambda and Cloud Run clients.',
    '@remotion/renderer/error-handling:wrapWithErrorHandling':
      'internal: wraps a function so that known errors print a troubleshooting hint; used by the renderer and other Remotion packages.',
  },
};

export default renderer;
