import { useEffect, useMemo, useRef, useState } from 'react';
import { useEmbedChannel } from '@sitekit/assistant-bridge/react';
import { useSiteConfig } from '@sitekit/theme';
import SearchWorker from '@sitekit/search/worker?worker';
import { LocalAssistant } from '../../assistant/LocalAssistant';
import { embedLink } from '../../assistant/LocalAssistant/embed-link';
import { answerModel } from '../../assistant/answer-model';
import { createSiteDocsAssistant } from '../../assistant/site-docs-assistant';

const root = () => document.documentElement;

/** Questions offered before the first one; each is answered well by the docs. */
const suggestions = [
  'How do I render a video on AWS Lambda?',
  'How do I embed a composition in my React app?',
  'How do I add captions to a video?',
  'What does interpolate() do?',
];

/**
 * `/ai-embed` (no site chrome): the local docs assistant, made to be framed. It speaks
 * the assistant protocol with its parent: `embed-ready` on load, colour mode from the
 * parent, link clicks to the parent, parent `keydown`/`focus`; Escape asks to close.
 */
export default function AiEmbedPage() {
  const { baseUrl, assistant: config } = useSiteConfig();
  // The passages index loads and answers in a worker: typing a question never waits on it.
  const [assistant] = useState(() =>
    createSiteDocsAssistant(baseUrl, () => new SearchWorker(), answerModel(config.model)),
  );
  const input = useRef<HTMLInputElement>(null);
  const channel = useEmbedChannel({
    onColorMode: (theme) => root().setAttribute('data-theme', theme),
    onFocus: () => input.current?.focus(),
    onHost: (host) => root().setAttribute('data-assistant-host', host),
  });
  const link = useMemo(() => embedLink(channel), [channel]);

  useEffect(() => {
    void assistant.preload().catch(() => {}); // a failure shows on the first question
  }, [assistant]);

  useEffect(() => {
    if (!channel.framed) return;
    if (document.hasFocus()) input.current?.focus(); // the host focused the frame as its panel opened
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') channel.requestClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [channel]);

  return (
    <main className="site-ai-embed" aria-label="Ask AI">
      <h1 className="sk-visually-hidden">Ask AI about the docs</h1>
      <LocalAssistant
        ask={assistant.ask}
        link={link}
        inputRef={input}
        suggestions={suggestions}
        writesAnswers={Boolean(config.model)}
      />
    </main>
  );
}
