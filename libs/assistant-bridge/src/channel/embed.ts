import { encodeMessage, parseMessage, type ObjectMessage } from '../protocol/index.js';
import { themeOf } from './color-mode.js';

/** Everything the embedded page touches, injected so tests pass fakes. */
export interface EmbedChannelOptions {
  /** The embedded page's window: its `parent` and `message` events. */
  window: Window;
  /**
   * Origins a parent may have: its messages are heard only from these, and this page posts
   * only to them (a parent of any other origin receives nothing). No wildcard.
   */
  parentOrigins: readonly string[];
  /** The parent set the colour mode. */
  onColorMode(theme: 'dark' | 'light'): void;
  /** The parent asked to focus the page's input. */
  onFocus(): void;
  /** The parent told its host (`internal-link-host`). */
  onHost?(host: string): void;
}

/** A live embed channel. */
export interface EmbedChannel {
  /** Whether the page runs inside a frame (else posts go nowhere). */
  readonly framed: boolean;
  /** Reports a link click to the parent, which navigates; `url` must be absolute. */
  linkClick(url: string): void;
  /** Asks the parent to close the panel hosting this page. */
  requestClose(): void;
  /** Stops listening. */
  dispose(): void;
}

/**
 * The embedded page's end of the protocol: announces `embed-ready`, follows
 * colour-mode strings, reports link clicks, and answers parent `keydown` (Cmd+I or
 * Escape → `{type:'cmd-i'}`) and `focus` messages. Only the parent window, of an allowed
 * origin, is heard.
 */
export function createEmbedChannel(options: EmbedChannelOptions): EmbedChannel {
  const { window: win } = options;
  const origins = options.parentOrigins.filter((o) => o !== '*' && o !== 'null');
  const parent = win.parent;
  const framed = parent !== win && parent !== null;
  const post = (data: string | ObjectMessage) => {
    // The browser delivers a post only when the parent has that origin.
    if (framed) for (const origin of origins) parent.postMessage(data, origin);
  };

  const onMessage = (event: MessageEvent) => {
    if (!framed || event.source !== parent) return;
    if (!origins.includes(event.origin)) return;
    const message = parseMessage(event.data);
    if (message === 'dark-mode' || message === 'light-mode')
      return options.onColorMode(themeOf(message));
    if (message === null || typeof message === 'string') return;
    if (message.type === 'internal-link-host') options.onHost?.(message.host);
    else if (message.type === 'focus') options.onFocus();
    else if (message.type === 'keydown') {
      const { key, metaKey } = message.data;
      if ((metaKey && key.toLowerCase() === 'i') || key === 'Escape') post({ type: 'cmd-i' });
    }
  };
  win.addEventListener('message', onMessage);
  post(encodeMessage({ type: 'embed-ready' }));

  return {
    framed,
    linkClick: (url) => post(encodeMessage({ type: 'internal-link-click', url })),
    requestClose: () => post('close'),
    dispose: () => win.removeEventListener('message', onMessage),
  };
}
