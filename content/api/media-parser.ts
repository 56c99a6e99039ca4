import type { ApiPackageDocs } from './types';

const T = '/docs/media-parser/types';

/** `@remotion/media-parser` (4.0.357): reads video and audio files in JavaScript. */
const mediaParser: ApiPackageDocs = {
  package: '@remotion/media-parser',
  overview: '/docs/media-parser',
  entries: [
    '@remotion/media-parser',
    '@remotion/media-parser/node',
    '@remotion/media-parser/web',
    '@remotion/media-parser/universal',
    '@remotion/media-parser/node-writer',
    '@remotion/media-parser/worker',
    '@remotion/media-parser/server-worker',
    // Worker scripts loaded by the two functions above; they export nothing.
    '@remotion/media-parser/worker-web-entry',
    '@remotion/media-parser/worker-server-entry',
  ],
  documented: {
    // Functions and values
    parseMedia: {
      page: '/docs/media-parser/parse-media',
      summary:
        'Reads the requested fields and, optionally, the compressed samples of a media file.',
    },
    downloadAndParseMedia: {
      page: '/docs/media-parser/download-and-parse-media',
      summary: 'Writes a media file to a writer while parsing it, fetching it only once.',
    },
    mediaParserController: {
      page: '/docs/media-parser/media-parser-controller',
      summary: 'Creates a controller to pause, resume, abort and seek one parse.',
    },
    hasBeenAborted: {
      page: '/docs/media-parser/has-been-aborted',
      summary: 'Whether a caught error means the parse was aborted through its controller.',
    },
    WEBCODECS_TIMESCALE: {
      page: '/docs/media-parser/webcodecs-timescale',
      summary: 'The constant 1000000: sample timestamps are in microseconds.',
    },
    VERSION: {
      page: '/docs/media-parser#checking-the-installed-version',
      summary: 'The version of the installed @remotion/media-parser, as a string.',
    },
    defaultSelectM3uStreamFn: {
      page: '/docs/media-parser/parse-media#hls-options',
      summary: 'The default selectM3uStream: picks the first (best) variant of an HLS playlist.',
    },
    defaultSelectM3uAssociatedPlaylists: {
      page: '/docs/media-parser/parse-media#hls-options',
      summary: 'The default selectM3uAssociatedPlaylists: the only rendition, or the default ones.',
    },
    IsAnImageError: {
      page: '/docs/media-parser/parse-media#errors',
      summary: 'Error thrown when the file is a PNG, JPEG, GIF, BMP or WebP image.',
    },
    IsAPdfError: {
      page: '/docs/media-parser/parse-media#errors',
      summary: 'Error thrown when the file is a PDF.',
    },
    IsAnUnsupportedFileTypeError: {
      page: '/docs/media-parser/parse-media#errors',
      summary: 'Error thrown when the file format is not recognised.',
    },
    MediaParserAbortError: {
      page: '/docs/media-parser/has-been-aborted#mediaparseraborterror',
      summary: 'Error a parse rejects with after controller.abort().',
    },

    // Subpath entries
    nodeReader: {
      page: '/docs/media-parser/node-reader',
      summary: 'Reader for local files in Node.js and Bun (@remotion/media-parser/node).',
    },
    nodeReadContent: {
      page: '/docs/media-parser/node-reader#building-blocks',
      summary: 'The read() function of nodeReader: opens a byte range of a local file.',
    },
    nodeReadWholeAsText: {
      page: '/docs/media-parser/node-reader#building-blocks',
      summary: 'Reads a whole local file as UTF-8 text; part of nodeReader.',
    },
    nodeCreateAdjacentFileSource: {
      page: '/docs/media-parser/node-reader#building-blocks',
      summary: 'Resolves a path next to a local file, refusing paths outside its folder.',
    },
    webReader: {
      page: '/docs/media-parser/web-reader',
      summary:
        'The default reader: URLs with fetch() and File/Blob objects (@remotion/media-parser/web).',
    },
    universalReader: {
      page: '/docs/media-parser/universal-reader',
      summary:
        'Reader that handles URLs, Blobs and local paths (@remotion/media-parser/universal).',
    },
    nodeWriter: {
      page: '/docs/media-parser/node-writer',
      summary:
        'Writer that saves downloadAndParseMedia() output to a file (@remotion/media-parser/node-writer).',
    },
    parseMediaOnWebWorker: {
      page: '/docs/media-parser/parse-media-on-web-worker',
      summary:
        'parseMedia() in a Web Worker, with callbacks on the main thread (@remotion/media-parser/worker).',
    },
    parseMediaOnServerWorker: {
      page: '/docs/media-parser/parse-media-on-server-worker',
      summary:
        'parseMedia() in a worker of a runtime with a global Worker, such as Bun (@remotion/media-parser/server-worker).',
    },

    // Types: parseMedia() itself
    ParseMedia: {
      page: `${T}#types-of-parsemedia-itself`,
      summary: 'Type: the parseMedia() function.',
    },
    ParseMediaOptions: {
      page: '/docs/media-parser/parse-media#options',
      summary: 'Type: the options object of parseMedia(), generic over its fields.',
    },
    ParseMediaResult: {
      page: '/docs/media-parser/parse-media#return-value',
      summary: 'Type: the result of parseMedia(), with exactly the requested fields.',
    },
    ParseMediaFields: {
      page: `${T}#types-of-parsemedia-itself`,
      summary: 'Type: every field name of parseMedia() mapped to boolean.',
    },
    Options: {
      page: `${T}#types-of-parsemedia-itself`,
      summary: 'Type: Options<ParseMediaFields>, the constraint of the fields object.',
    },
    ParseMediaCallbacks: {
      page: `${T}#types-of-parsemedia-itself`,
      summary: 'Type: all on… field callbacks of parseMedia().',
    },
    ParseMediaOnWorker: {
      page: '/docs/media-parser/parse-media-on-web-worker#signature',
      summary: 'Type: parseMediaOnWebWorker() and parseMediaOnServerWorker().',
    },
    ParseMediaOnWorkerOptions: {
      page: '/docs/media-parser/parse-media-on-web-worker#options',
      summary: 'Type: the options of the worker functions, parseMedia() options without reader.',
    },
    ParseMediaSrc: {
      page: `${T}#parsemediasrc`,
      summary: 'Type: string | URL | Blob, what src accepts.',
    },
    ParseMediaProgress: {
      page: `${T}#parsemediaprogress`,
      summary: 'Type: { bytes, percentage, totalBytes } passed to onParseProgress.',
    },
    ParseMediaOnProgress: {
      page: `${T}#parsemediaprogress`,
      summary: 'Type: the onParseProgress callback.',
    },
    MediaParserLogLevel: {
      page: `${T}#mediaparserloglevel`,
      summary: "Type: 'trace' | 'verbose' | 'info' | 'warn' | 'error'.",
    },
    MediaParserReaderInterface: {
      page: `${T}#mediaparserreaderinterface`,
      summary: 'Type: the reader option (marked not stable yet).',
    },
    MediaParserController: {
      page: '/docs/media-parser/media-parser-controller#methods',
      summary: 'Type: the controller returned by mediaParserController().',
    },
    SeekResolution: {
      page: '/docs/media-parser/media-parser-controller#simulateseek',
      summary: 'Type: what controller.simulateSeek() says a seek would do.',
    },
    SelectM3uStreamFn: {
      page: `${T}#selectm3ustreamfn`,
      summary: 'Type: the selectM3uStream option, returning the id of an HLS variant.',
    },
    SelectM3uStreamFnOptions: {
      page: `${T}#selectm3ustreamfn`,
      summary: 'Type: { streams }, the argument of selectM3uStream.',
    },
    SelectM3uAssociatedPlaylistsFn: {
      page: `${T}#selectm3ustreamfn`,
      summary: 'Type: the selectM3uAssociatedPlaylists option.',
    },

    // Types: tracks
    MediaParserTrack: {
      page: `${T}#mediaparsertrack`,
      summary: 'Type: a video, audio or other track.',
    },
    MediaParserVideoTrack: {
      page: `${T}#mediaparservideotrack`,
      summary: 'Type: a video track, usable as a VideoDecoderConfig.',
    },
    MediaParserAudioTrack: {
      page: `${T}#mediaparseraudiotrack`,
      summary: 'Type: an audio track, usable as an AudioDecoderConfig.',
    },
    MediaParserOtherTrack: {
      page: `${T}#mediaparserothertrack`,
      summary: 'Type: a track that is neither video nor audio.',
    },
    MediaParserVideoCodec: {
      page: `${T}#mediaparservideocodec`,
      summary: "Type: 'h264' | 'h265' | 'vp8' | 'vp9' | 'av1' | 'prores'.",
    },
    MediaParserAudioCodec: {
      page: `${T}#mediaparseraudiocodec`,
      summary: "Type: 'aac' | 'mp3' | 'opus' | 'flac' | 'pcm-s16' | … audio codecs.",
    },
    MediaParserCodecData: {
      page: `${T}#mediaparsercodecdata`,
      summary: 'Type: codec private data tagged with its kind.',
    },
    MediaParserSampleAspectRatio: {
      page: `${T}#mediaparsersampleaspectratio`,
      summary: 'Type: { numerator, denominator }, the shape of a pixel.',
    },
    MediaParserAdvancedColor: {
      page: `${T}#mediaparseradvancedcolor`,
      summary: 'Type: primaries, transfer, matrix and range of a video track.',
    },
    MediaParserPrimaries: {
      page: `${T}#color-enums`,
      summary: 'Type: color primaries of a video track.',
    },
    MediaParserTransferCharacteristics: {
      page: `${T}#color-enums`,
      summary: 'Type: transfer function of a video track.',
    },
    MediaParserMatrixCoefficients: {
      page: `${T}#color-enums`,
      summary: 'Type: matrix coefficients of a video track.',
    },

    // Types: samples and their callbacks
    MediaParserVideoSample: {
      page: `${T}#mediaparservideosample`,
      summary: 'Type: one compressed video sample, usable as EncodedVideoChunkInit.',
    },
    MediaParserAudioSample: {
      page: `${T}#mediaparseraudiosample`,
      summary: 'Type: one compressed audio sample, usable as EncodedAudioChunkInit.',
    },
    MediaParserOnVideoTrack: {
      page: `${T}#track-and-sample-callbacks`,
      summary: 'Type: the onVideoTrack option.',
    },
    MediaParserOnAudioTrack: {
      page: `${T}#track-and-sample-callbacks`,
      summary: 'Type: the onAudioTrack option.',
    },
    MediaParserOnVideoTrackParams: {
      page: `${T}#track-and-sample-callbacks`,
      summary: 'Type: { track, container } passed to onVideoTrack.',
    },
    MediaParserOnAudioTrackParams: {
      page: `${T}#track-and-sample-callbacks`,
      summary: 'Type: { track, container } passed to onAudioTrack.',
    },
    MediaParserOnVideoSample: {
      page: `${T}#track-and-sample-callbacks`,
      summary: 'Type: the per-sample function returned from onVideoTrack.',
    },
    MediaParserOnAudioSample: {
      page: `${T}#track-and-sample-callbacks`,
      summary: 'Type: the per-sample function returned from onAudioTrack.',
    },

    // Types: field values
    MediaParserContainer: {
      page: `${T}#mediaparsercontainer`,
      summary:
        "Type: 'mp4' | 'webm' | 'avi' | 'transport-stream' | 'mp3' | 'aac' | 'flac' | 'm3u8' | 'wav'.",
    },
    MediaParserDimensions: {
      page: `${T}#mediaparserdimensions`,
      summary: 'Type: { width, height } in pixels.',
    },
    MediaParserKeyframe: {
      page: `${T}#mediaparserkeyframe`,
      summary: 'Type: time, position and size of one keyframe.',
    },
    MediaParserMetadataEntry: {
      page: `${T}#mediaparsermetadataentry`,
      summary: 'Type: one tag, { key, value, trackId }.',
    },
    MediaParserLocation: {
      page: `${T}#mediaparserlocation`,
      summary: 'Type: latitude, longitude, altitude and accuracy from a video.',
    },
    MediaParserEmbeddedImage: {
      page: `${T}#mediaparserembeddedimage`,
      summary: 'Type: a picture embedded in a file, such as an album cover.',
    },
    M3uStream: {
      page: `${T}#m3ustream`,
      summary: 'Type: one variant of an HLS master playlist.',
    },
    M3uAssociatedPlaylist: {
      page: `${T}#m3uassociatedplaylist`,
      summary: 'Type: an alternative rendition (e.g. an audio language) of an HLS variant.',
    },
    ImageType: {
      page: `${T}#errors`,
      summary: "Type: 'png' | 'jpeg' | 'bmp' | 'webp' | 'gif', the imageType of IsAnImageError.",
    },
  },
  notDocumented: {
    MediaParserInternals:
      'internal: helpers shared with @remotion/webcodecs (logging, Matroska and MP4 box parsers); marked "@deprecated Dont use these yet" in the declarations',
    MediaParserInternalTypes:
      'internal: types of the writer and container internals used by @remotion/webcodecs; marked "@deprecated Dont use these yet"',
    _InternalEbmlValue:
      'internal: a Matroska (EBML) parsing helper type for @remotion/webcodecs; marked "@deprecated Dont use this yet"',
  },
};

export default mediaParser;
