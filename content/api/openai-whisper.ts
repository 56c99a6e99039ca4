import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/openai-whisper',
  overview: '/docs/openai-whisper',
  documented: {
    openAiWhisperApiToCaptions: {
      page: '/docs/openai-whisper/openai-whisper-api-to-captions',
      summary:
        'Converts a verbose_json transcription with word timestamps from OpenAI’s API into captions.',
    },
    OpenAiToCaptionsInput: {
      page: '/docs/openai-whisper/openai-whisper-api-to-captions#signature',
      summary: 'Input of openAiWhisperApiToCaptions(): { transcription }.',
    },
    OpenAiToCaptionsOutput: {
      page: '/docs/openai-whisper/openai-whisper-api-to-captions#signature',
      summary: 'Output of openAiWhisperApiToCaptions(): { captions: Caption[] }.',
    },
    OpenAiVerboseTranscription: {
      page: '/docs/openai-whisper/openai-whisper-api-to-captions#openaiverbosetranscription',
      summary:
        'The verbose JSON response of OpenAI’s transcription endpoint that the function reads.',
    },
  },
};

export default docs;
