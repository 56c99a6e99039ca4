/** Colour mode as the host tells it to the frame: a plain string, not JSON. */
export type ColorModeMessage = 'dark-mode' | 'light-mode';

/** Frame → host, plain string: the frame asks the host to close the panel hosting it. */
export type CloseMessage = 'close';

/** Frame → host: a reader clicked a link in the assistant; `url` is absolute. */
export interface InternalLinkClickMessage {
  type: 'internal-link-click';
  url: string;
}

/** Frame → host: the frame is listening; the host answers with `internal-link-host` then the colour mode. */
export interface EmbedReadyMessage {
  type: 'embed-ready';
  /** Vendor widget settings some hosted assistants send along; not interpreted. */
  widgetConfig?: unknown;
}

/** Host → frame: the host's `location.host`, so the frame knows which links are site-internal. */
export interface InternalLinkHostMessage {
  type: 'internal-link-host';
  host: string;
}

/** Parent → embedded page: a key pressed in the parent app (Cmd+I and Escape matter). */
export interface ParentKeydownMessage {
  type: 'keydown';
  data: { key: string; metaKey: boolean };
}

/** Parent → embedded page: focus your input. */
export interface ParentFocusMessage {
  type: 'focus';
}

/** Embedded page → parent: toggle the assistant (answer to Cmd+I or Escape). */
export interface CmdIMessage {
  type: 'cmd-i';
}

/** Every message of the protocol that travels as an object (or its JSON string). */
export type ObjectMessage =
  | InternalLinkClickMessage
  | EmbedReadyMessage
  | InternalLinkHostMessage
  | ParentKeydownMessage
  | ParentFocusMessage
  | CmdIMessage;

/** Every message of the protocol, in either direction. */
export type AssistantMessage = ColorModeMessage | CloseMessage | ObjectMessage;

/** The plain-string messages. */
export const stringMessages: readonly (ColorModeMessage | CloseMessage)[] = [
  'dark-mode',
  'light-mode',
  'close',
];
