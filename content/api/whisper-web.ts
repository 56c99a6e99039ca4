import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/whisper-web',
  overview: '/docs/whisper-web',
  documented: {
    canUseWhisperWeb: {
      page: '/docs/whisper-web/can-use-whisper-web',
      summary: 'Checks whether the page can download a model and transcribe, and says why not.',
    },
    CanUseWhisperWebResult: {
      page: '/docs/whisper-web/can-use-whisper-web#return-value',
      summary: 'Result of canUseWhisperWeb(): supported, reason, detailedReason.',
    },
    WhisperWebUnsupportedReason: {
      page: '/docs/whisper-web/can-use-whisper-web#reasons',
      summary:
        'String enum (exported as a type only) of the reasons canUseWhisperWeb() can return.',
    },
    downloadWhisperModel: {
      page: '/docs/whisper-web/download-whisper-model',
      summary: 'Downloads a Whisper model into IndexedDB, or returns at once if it is stored.',
    },
    DownloadWhisperModelParams: {
      page: '/docs/whisper-web/download-whisper-model#parameters',
      summary: 'Parameters of downloadWhisperModel(): model and onProgress.',
    },
    DownloadWhisperModelProgress: {
      page: '/docs/whisper-web/download-whisper-model#downloadwhispermodelprogress',
      summary: 'Progress object: downloadedBytes, totalBytes, progress.',
    },
    DownloadWhisperModelOnProgress: {
      page: '/docs/whisper-web/download-whisper-model#downloadwhispermodelprogress',
      summary: 'Callback receiving a DownloadWhisperModelProgress.',
    },
    DownloadWhisperModelResult: {
      page: '/docs/whisper-web/download-whisper-model#return-value',
      summary: 'Result of downloadWhisperModel(): { alreadyDownloaded: boolean }.',
    },
    getAvailableModels: {
      page: '/docs/whisper-web/get-available-models',
      summary: 'Lists the supported models with their download size in bytes.',
    },
    AvailableModel: {
      page: '/docs/whisper-web/get-available-models#return-value',
      summary: 'One entry of getAvailableModels(): { name, downloadSize }.',
    },
    WhisperWebModel: {
      page: '/docs/whisper-web/get-available-models#models',
      summary: 'Union of the model names: tiny, tiny.en, base, base.en, small, small.en.',
    },
    getLoadedModels: {
      page: '/docs/whisper-web/get-loaded-models',
      summary: 'Lists the models already stored in the browser.',
    },
    deleteModel: {
      page: '/docs/whisper-web/get-loaded-models#deletemodel',
      summary: 'Removes a stored model from IndexedDB.',
    },
    resampleTo16Khz: {
      page: '/docs/whisper-web/resample-to-16khz',
      summary: 'Decodes an audio Blob and returns its first channel as 16 kHz samples.',
    },
    ResampleTo16KhzParams: {
      page: '/docs/whisper-web/resample-to-16khz#parameters',
      summary: 'Parameters of resampleTo16Khz(): file, onProgress, logLevel.',
    },
    transcribe: {
      page: '/docs/whisper-web/transcribe',
      summary:
        'Transcribes 16 kHz samples in the browser with Whisper.cpp compiled to WebAssembly.',
    },
    TranscribeParams: {
      page: '/docs/whisper-web/transcribe#parameters',
      summary:
        'Parameters of transcribe(): channelWaveform, model, language, threads, callbacks, logLevel.',
    },
    WhisperWebLanguage: {
      page: '/docs/whisper-web/transcribe#parameters',
      summary: 'Language codes and lowercase names accepted by transcribe(), plus "auto".',
    },
    TranscriptionJson: {
      page: '/docs/whisper-web/transcribe#return-value',
      summary: 'The JSON output of a browser transcription.',
    },
    TranscriptionItemWithTimestamp: {
      page: '/docs/whisper-web/transcribe#return-value',
      summary: 'One transcribed segment with its text, timing and tokens.',
    },
    toCaptions: {
      page: '/docs/whisper-web/to-captions',
      summary:
        'Converts the output of transcribe(), or a chunk of segments, into captions (one per token).',
    },
  },
};

export default docs;
