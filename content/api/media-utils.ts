import type { ApiPackageDocs } from './types.js';

const docs: ApiPackageDocs = {
  package: '@remotion/media-utils',
  overview: '/docs/media-utils',
  documented: {
    audioBufferToDataUrl: {
      page: '/docs/audio-buffer-to-data-url',
      summary: 'Encodes an AudioBuffer as a WAV data URL for <Audio>.',
    },
    createSmoothSvgPath: {
      page: '/docs/media-utils/create-smooth-svg-path',
      summary: 'SVG path string with smooth curves through a list of points.',
    },
    getAudioData: {
      page: '/docs/get-audio-data',
      summary: 'Loads and decodes an audio file; resolves with the samples of every channel.',
    },
    getAudioDurationInSeconds: {
      page: '/docs/get-audio-duration-in-seconds',
      summary:
        'Duration of an audio file via an <audio> element (deprecated in favour of parseMedia()).',
    },
    getAudioDuration: {
      page: '/docs/get-audio-duration-in-seconds#the-old-name-getaudioduration',
      summary: 'Deprecated old name of getAudioDurationInSeconds().',
    },
    getImageDimensions: {
      page: '/docs/get-image-dimensions',
      summary: 'Width and height of an image.',
    },
    getVideoMetadata: {
      page: '/docs/get-video-metadata',
      summary:
        'Duration, size and aspect ratio of a video via a <video> element (deprecated in favour of parseMedia()).',
    },
    getWaveformPortion: {
      page: '/docs/get-waveform-portion',
      summary: 'Loudness of a time range of audio, split into a number of bars.',
    },
    useAudioData: {
      page: '/docs/use-audio-data',
      summary: 'Hook that loads audio data and holds the render until it is ready.',
    },
    useWindowedAudioData: {
      page: '/docs/use-windowed-audio-data',
      summary: 'Hook that loads only the part of a WAV file around the current frame.',
    },
    visualizeAudio: {
      page: '/docs/visualize-audio',
      summary: 'Frequency spectrum of the audio at a frame.',
    },
    visualizeAudioWaveform: {
      page: '/docs/media-utils/visualize-audio-waveform',
      summary: 'Waveform of the audio in a window around a frame, from -1 to 1.',
    },
    probeWaveFile: {
      page: '/docs/use-windowed-audio-data#lower-level-probewavefile-and-getpartialwavedata',
      summary: 'Reads the header of a WAV file with a range request.',
    },
    getPartialWaveData: {
      page: '/docs/use-windowed-audio-data#lower-level-probewavefile-and-getpartialwavedata',
      summary: 'Fetches the samples of one channel of a WAV file for a time range.',
    },
    MediaUtilsAudioData: {
      page: '/docs/get-audio-data#return-value',
      summary: 'Type: decoded audio samples with sample rate, duration and channel count.',
    },
    AudioData: {
      page: '/docs/get-audio-data#return-value',
      summary: 'Type: deprecated name of MediaUtilsAudioData.',
    },
    VideoMetadata: {
      page: '/docs/get-video-metadata#return-value',
      summary: 'Type: result of getVideoMetadata().',
    },
    VideoData: {
      page: '/docs/get-video-metadata#return-value',
      summary: 'Type: another name of VideoMetadata.',
    },
    ImageDimensions: {
      page: '/docs/get-image-dimensions#return-value',
      summary: 'Type: result of getImageDimensions().',
    },
    VisualizeAudioOptions: {
      page: '/docs/visualize-audio#options',
      summary: 'Type: options of visualizeAudio().',
    },
    VisualizeAudioWaveformOptions: {
      page: '/docs/media-utils/visualize-audio-waveform#options',
      summary: 'Type: options of visualizeAudioWaveform().',
    },
    UseWindowedAudioDataOptions: {
      page: '/docs/use-windowed-audio-data#options',
      summary: 'Type: options of useWindowedAudioData().',
    },
    UseWindowedAudioDataReturnValue: {
      page: '/docs/use-windowed-audio-data#return-value',
      summary: 'Type: result of useWindowedAudioData().',
    },
    WaveProbe: {
      page: '/docs/use-windowed-audio-data#lower-level-probewavefile-and-getpartialwavedata',
      summary: 'Type: WAV header information returned by probeWaveFile().',
    },
  },
};

export default docs;
