import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/install-whisper-cpp',
  overview: '/docs/install-whisper-cpp',
  documented: {
    installWhisperCpp: {
      page: '/docs/install-whisper-cpp/install-whisper-cpp',
      summary:
        'Installs a given Whisper.cpp version into a folder (compiles it on macOS/Linux, downloads it on Windows).',
    },
    downloadWhisperModel: {
      page: '/docs/install-whisper-cpp/download-whisper-model',
      summary: 'Downloads a Whisper model file for Whisper.cpp into a folder.',
    },
    WhisperModel: {
      page: '/docs/install-whisper-cpp/download-whisper-model#models',
      summary: 'Union of the model names, from tiny to large-v3-turbo.',
    },
    OnProgress: {
      page: '/docs/install-whisper-cpp/download-whisper-model#onprogress',
      summary: 'Download progress callback: (downloadedBytes, totalBytes) => void.',
    },
    transcribe: {
      page: '/docs/install-whisper-cpp/transcribe',
      summary: 'Runs Whisper.cpp on a 16 kHz WAV file and returns its full JSON output.',
    },
    TranscriptionJson: {
      page: '/docs/install-whisper-cpp/transcribe#return-value',
      summary:
        'The parsed JSON output of Whisper.cpp, with tokens when token-level timestamps were requested.',
    },
    TranscribeOnProgress: {
      page: '/docs/install-whisper-cpp/transcribe#optional',
      summary: 'Transcription progress callback: (progress: number) => void, from 0 to 1.',
    },
    Language: {
      page: '/docs/install-whisper-cpp/transcribe#languages',
      summary: 'Language names and codes Whisper accepts, plus "auto".',
    },
    toCaptions: {
      page: '/docs/install-whisper-cpp/to-captions',
      summary: 'Converts the output of transcribe() into Caption objects.',
    },
    convertToCaptions: {
      page: '/docs/install-whisper-cpp/convert-to-captions',
      summary: 'Groups the output of transcribe() into phrases with a start time in seconds.',
    },
    ConvertToCaptionCaption: {
      page: '/docs/install-whisper-cpp/convert-to-captions#return-value',
      summary: 'One phrase returned by convertToCaptions(): { text, startInSeconds }.',
    },
  },
};

export default docs;
