import type { ApiPackageDocs } from './types';

/**
 * `@remotion/webcodecs` (4.0.357): media conversion and WebCodecs helpers for the browser.
 * Its code subpaths `/web-fs`, `/buffer` (output writers) and `/worker` (frame extraction with
 * parsing on a Web Worker) are entries too.
 */
const webcodecs: ApiPackageDocs = {
  package: '@remotion/webcodecs',
  overview: '/docs/webcodecs',
  entries: [
    '@remotion/webcodecs',
    '@remotion/webcodecs/web-fs',
    '@remotion/webcodecs/buffer',
    '@remotion/webcodecs/worker',
  ],
  documented: {
    // Conversion
    convertMedia: {
      page: '/docs/webcodecs/convert-media',
      summary: 'Converts a video or audio file to MP4, WebM or WAV in the browser.',
    },
    ConvertMediaResult: {
      page: '/docs/webcodecs/convert-media#return-value',
      summary: 'Type: what convertMedia() resolves with (save(), remove(), finalState).',
    },
    ConvertMediaProgress: {
      page: '/docs/webcodecs/convert-media#convertmediaprogress',
      summary: 'Type: progress counters of a conversion.',
    },
    ConvertMediaOnProgress: {
      page: '/docs/webcodecs/convert-media#progress-and-control',
      summary: 'Type: the onProgress callback of convertMedia().',
    },
    ConvertMediaOnVideoFrame: {
      page: '/docs/webcodecs/convert-media#processing-frames-and-audio',
      summary: 'Type: the onVideoFrame callback that can replace each decoded VideoFrame.',
    },
    ConvertMediaOnAudioData: {
      page: '/docs/webcodecs/convert-media#processing-frames-and-audio',
      summary: 'Type: the onAudioData callback that can replace each decoded AudioData.',
    },
    ConvertMediaOnVideoTrackHandler: {
      page: '/docs/webcodecs/convert-media#what-a-video-track-handler-receives',
      summary: 'Type: the onVideoTrack handler that decides what happens to a video track.',
    },
    ConvertMediaOnAudioTrackHandler: {
      page: '/docs/webcodecs/convert-media#what-an-audio-track-handler-receives',
      summary: 'Type: the onAudioTrack handler that decides what happens to an audio track.',
    },
    VideoOperation: {
      page: '/docs/webcodecs/convert-media#what-a-video-track-handler-receives',
      summary: 'Type: copy, reencode, drop or fail, as returned by a video track handler.',
    },
    AudioOperation: {
      page: '/docs/webcodecs/convert-media#what-an-audio-track-handler-receives',
      summary: 'Type: copy, reencode, drop or fail, as returned by an audio track handler.',
    },
    ResizeOperation: {
      page: '/docs/webcodecs/convert-media#resize-modes',
      summary:
        'Type: how to scale video (width, height, max-width, max-height, max-height-width, scale).',
    },
    webcodecsController: {
      page: '/docs/webcodecs/webcodecs-controller',
      summary: 'Creates a controller to pause, resume or abort a conversion.',
    },
    WebCodecsController: {
      page: '/docs/webcodecs/webcodecs-controller#methods',
      summary: 'Type: the object returned by webcodecsController().',
    },

    // Containers and codecs
    getAvailableContainers: {
      page: '/docs/webcodecs/get-available-containers',
      summary: 'Lists the output containers: webm, mp4 and wav.',
    },
    ConvertMediaContainer: {
      page: '/docs/webcodecs/get-available-containers#the-convertmediacontainer-type',
      summary: "Type: 'webm' | 'mp4' | 'wav'.",
    },
    getAvailableVideoCodecs: {
      page: '/docs/webcodecs/get-available-video-codecs',
      summary: 'Lists the video codecs an output container can hold.',
    },
    ConvertMediaVideoCodec: {
      page: '/docs/webcodecs/get-available-video-codecs#the-convertmediavideocodec-type',
      summary: "Type: 'vp8' | 'vp9' | 'h264' | 'h265'.",
    },
    getAvailableAudioCodecs: {
      page: '/docs/webcodecs/get-available-audio-codecs',
      summary: 'Lists the audio codecs an output container can hold.',
    },
    ConvertMediaAudioCodec: {
      page: '/docs/webcodecs/get-available-audio-codecs#the-convertmediaaudiocodec-type',
      summary: "Type: 'opus' | 'aac' | 'wav'.",
    },
    getDefaultVideoCodec: {
      page: '/docs/webcodecs/get-default-video-codec',
      summary: 'The video codec convertMedia() uses for a container by default.',
    },
    getDefaultAudioCodec: {
      page: '/docs/webcodecs/get-default-audio-codec',
      summary: 'The audio codec convertMedia() uses for a container by default.',
    },

    // Track decisions
    canCopyVideoTrack: {
      page: '/docs/webcodecs/can-copy-video-track',
      summary: 'Whether a video track can be put into the output without re-encoding.',
    },
    canCopyAudioTrack: {
      page: '/docs/webcodecs/can-copy-audio-track',
      summary: 'Whether an audio track can be put into the output without re-encoding.',
    },
    canReencodeVideoTrack: {
      page: '/docs/webcodecs/can-reencode-video-track',
      summary: 'Asks the browser whether a video track can be decoded and encoded with a codec.',
    },
    canReencodeAudioTrack: {
      page: '/docs/webcodecs/can-reencode-audio-track',
      summary: 'Asks the browser whether an audio track can be decoded and encoded with a codec.',
    },
    defaultOnVideoTrackHandler: {
      page: '/docs/webcodecs/default-on-video-track-handler',
      summary: 'The built-in decision for video tracks, to wrap in your own onVideoTrack.',
    },
    defaultOnAudioTrackHandler: {
      page: '/docs/webcodecs/default-on-audio-track-handler',
      summary: 'The built-in decision for audio tracks, to wrap in your own onAudioTrack.',
    },

    // Frames and audio
    extractFrames: {
      page: '/docs/webcodecs/extract-frames',
      summary: 'Gets VideoFrame objects of a video at chosen timestamps.',
    },
    ExtractFrames: {
      page: '/docs/webcodecs/extract-frames#signature',
      summary: 'Type of the extractFrames() function.',
    },
    ExtractFramesProps: {
      page: '/docs/webcodecs/extract-frames#parameters',
      summary: 'Type: options of extractFrames().',
    },
    ExtractFramesTimestampsInSecondsFn: {
      page: '/docs/webcodecs/extract-frames#computing-timestamps-from-the-track',
      summary: 'Type: a function that computes the timestamps to extract from the track.',
    },
    extractFramesOnWebWorker: {
      page: '/docs/webcodecs/extract-frames-on-web-worker',
      summary: 'Like extractFrames(), with the file parsed on a Web Worker.',
    },
    ExtractFramesOnWebWorker: {
      page: '/docs/webcodecs/extract-frames-on-web-worker#signature',
      summary: 'Type of the extractFramesOnWebWorker() function.',
    },
    ExtractFramesOnWebWorkerProps: {
      page: '/docs/webcodecs/extract-frames-on-web-worker#parameters',
      summary: 'Type: options of extractFramesOnWebWorker().',
    },
    rotateAndResizeVideoFrame: {
      page: '/docs/webcodecs/rotate-and-resize-video-frame',
      summary: 'Rotates by a multiple of 90 degrees and/or scales a VideoFrame.',
    },
    getPartialAudioData: {
      page: '/docs/webcodecs/get-partial-audio-data',
      summary: 'Decodes one channel of a file between two times into a Float32Array.',
    },
    GetPartialAudioDataProps: {
      page: '/docs/webcodecs/get-partial-audio-data#parameters',
      summary: 'Type: options of getPartialAudioData().',
    },
    convertAudioData: {
      page: '/docs/webcodecs/convert-audiodata',
      summary: 'Creates an AudioData with another sample rate and/or sample format.',
    },
    ConvertAudioDataOptions: {
      page: '/docs/webcodecs/convert-audiodata#parameters',
      summary: 'Type: options of convertAudioData().',
    },

    // Decoders and encoders
    createVideoDecoder: {
      page: '/docs/webcodecs/create-video-decoder',
      summary: 'Wraps VideoDecoder with backpressure, pause and abort.',
    },
    WebCodecsVideoDecoder: {
      page: '/docs/webcodecs/create-video-decoder#return-value',
      summary: 'Type: the decoder returned by createVideoDecoder().',
    },
    VideoUndecodableError: {
      page: '/docs/webcodecs/create-video-decoder#videoundecodableerror',
      summary: 'Error class for video decoder configurations the browser cannot decode.',
    },
    createVideoEncoder: {
      page: '/docs/webcodecs/create-video-decoder#createvideoencoder',
      summary: 'Wraps VideoEncoder with keyframe interval, backpressure and abort.',
    },
    WebCodecsVideoEncoder: {
      page: '/docs/webcodecs/create-video-decoder#createvideoencoder',
      summary: 'Type: the encoder returned by createVideoEncoder().',
    },
    createAudioDecoder: {
      page: '/docs/webcodecs/create-audio-decoder',
      summary: 'Wraps AudioDecoder with backpressure, pause and abort; decodes PCM itself.',
    },
    WebCodecsAudioDecoder: {
      page: '/docs/webcodecs/create-audio-decoder#return-value',
      summary: 'Type: the decoder returned by createAudioDecoder().',
    },
    AudioUndecodableError: {
      page: '/docs/webcodecs/create-audio-decoder#audioundecodableerror',
      summary: 'Error class for audio decoder configurations the browser cannot decode.',
    },
    createAudioEncoder: {
      page: '/docs/webcodecs/create-audio-decoder#createaudioencoder',
      summary: 'Wraps AudioEncoder (Opus, AAC) or writes 16-bit PCM for WAV.',
    },
    WebCodecsAudioEncoder: {
      page: '/docs/webcodecs/create-audio-decoder#createaudioencoder',
      summary: 'Type: the encoder returned by createAudioEncoder().',
    },

    // Writers (subpaths)
    webFsWriter: {
      page: '/docs/webcodecs/web-fs-writer',
      summary:
        "Writer that stores convertMedia() output in the browser's origin private file system.",
    },
    canUseWebFsWriter: {
      page: '/docs/webcodecs/web-fs-writer#canusewebfswriter',
      summary: 'Whether webFsWriter can be used in this browser.',
    },
    bufferWriter: {
      page: '/docs/webcodecs/buffer-writer',
      summary: 'Writer that keeps convertMedia() output in memory (up to 2 GB).',
    },
  },
  notDocumented: {
    WebCodecsInternals:
      'internal: helpers shared with other Remotion packages (frame rotation, dimension math); not public API',
  },
};

export default webcodecs;
