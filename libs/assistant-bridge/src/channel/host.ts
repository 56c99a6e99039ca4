import { encodeMessage, parseMessage } from '../protocol/index.js';
import { colorModeOf } from './color-mode.js';
import { linkAction } from './links.js';

/** Everything the host side touches, injected so tests pass fakes. */
export interface HostChannelOptions {
  /** The site's window: its `message` events, `location.host` and `MutationObserver`. */
  window: Window;
  /** The assistant frame's window (`iframe.contentWindow`), or null while there is none. */
  getFrameWindow: () => Window | null;
  /** Origin the frame's messages must come from; replies are posted to it only. */
  origin: string;
  /** Element whose `data-theme` attribute is the colour mode (usually `<html>`). */
  root: Element;
  /** Client-side navigation to a site path (`pathname + search + hash`). */
  navigate(path: string): void;
  /** Opens an external URL (in a new tab, without opener). */
  openExternal(url: string): void;
  /** The frame asked to be closed (a plain `close` message). */
  onClose?(): void;
}

/** A live host channel. */
export interface HostChannel {
  /** Asks the frame to focus its input (`{type:'focus'}`). */
  focus(): void;
  /** Stops listening and observing. */
  dispose(): void;
}

/**
 * The site's end of the protocol: follows link clicks reported by the assistant
 * frame, answers its `embed-ready` with `internal-link-host` then the colour mode,
 * and re-sends the colour mode whenever the root's `data-theme` changes. Messages
 * from any other window or origin are ignored.
 */
export function createHostChannel(options: HostChannelOptions): HostChannel {
  const { window: win, origin, root } = options;
  const post = (data: string) => options.getFrameWindow()?.postMessage(data, origin);

  const onMessage = (event: MessageEvent) => {
    const frame = options.getFrameWindow();
    if (!frame || event.source !== frame || event.origin !== origin) return;
    const message = parseMessage(event.data);
    if (message === 'close') return options.onClose?.();
    if (message === null || typeof message === 'string') return;
    if (message.type === 'embed-ready') {
      post(encodeMessage({ type: 'internal-link-host', host: win.location.host }));
      post(colorModeOf(root));
    } else if (message.type === 'internal-link-click') {
      const action = linkAction(message.url, win.location.host);
      if (action.kind === 'navigate') options.navigate(action.path);
      else if (action.kind === 'open') options.openExternal(action.url);
    }
  };
  win.addEventListener('message', onMessage);

  const Observer = (win as Window & typeof globalThis).MutationObserver;
  const observer = new Observer(() => post(colorModeOf(root)));
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });

  return {
    focus: () => post(encodeMessage({ type: 'focus' })),
    dispose() {
      win.removeEventListener('message', onMessage);
      observer.disconnect();
    },
  };
}
