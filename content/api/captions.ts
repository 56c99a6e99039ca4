import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/captions',
  overview: '/docs/captions',
  documented: {
    Caption: {
      page: '/docs/captions/caption',
      summary:
        'The type of one timed piece of text: text, startMs, endMs, timestampMs, confidence.',
    },
    parseSrt: {
      page: '/docs/captions/parse-srt',
      summary: 'Turns the text of an SRT file into an array of captions.',
    },
    ParseSrtInput: {
      page: '/docs/captions/parse-srt#signature',
      summary: 'Input of parseSrt(): { input: string }.',
    },
    ParseSrtOutput: {
      page: '/docs/captions/parse-srt#signature',
      summary: 'Output of parseSrt(): { captions: Caption[] }.',
    },
    serializeSrt: {
      page: '/docs/captions/serialize-srt',
      summary: 'Turns groups of captions into the text of an SRT file, one cue per group.',
    },
    SerializeSrtInput: {
      page: '/docs/captions/serialize-srt#signature',
      summary: 'Input of serializeSrt(): { lines: Caption[][] }.',
    },
    createTikTokStyleCaptions: {
      page: '/docs/captions/create-tiktok-style-captions',
      summary:
        'Groups word-level captions into pages that switch over time, keeping each word’s timing.',
    },
    CreateTikTokStyleCaptionsInput: {
      page: '/docs/captions/create-tiktok-style-captions#signature',
      summary:
        'Input of createTikTokStyleCaptions(): captions and combineTokensWithinMilliseconds.',
    },
    CreateTikTokStyleCaptionsOutput: {
      page: '/docs/captions/create-tiktok-style-captions#signature',
      summary: 'Output of createTikTokStyleCaptions(): { pages: TikTokPage[] }.',
    },
    TikTokPage: {
      page: '/docs/captions/create-tiktok-style-captions#tiktokpage',
      summary: 'One page of TikTok-style captions: text, startMs, durationMs and tokens.',
    },
    TikTokToken: {
      page: '/docs/captions/create-tiktok-style-captions#tiktoktoken',
      summary: 'One word of a TikTok-style page with its fromMs and toMs.',
    },
    EnsureMaxCharactersPerLineInput: {
      page: '/docs/captions/ensure-max-characters-per-line#what-the-internal-function-does-in-40357',
      summary:
        'Input type of the internal ensureMaxCharactersPerLine(): captions and maxCharsPerLine.',
    },
    EnsureMaxCharactersPerLineOutput: {
      page: '/docs/captions/ensure-max-characters-per-line#what-the-internal-function-does-in-40357',
      summary:
        'Output type of the internal ensureMaxCharactersPerLine(): { segments: Caption[][] }.',
    },
  },
  notDocumented: {
    CaptionsInternals:
      'internal: holds ensureMaxCharactersPerLine() for Remotion’s own use, not a stable API; the ensureMaxCharactersPerLine() page explains what it does',
  },
};

export default docs;
