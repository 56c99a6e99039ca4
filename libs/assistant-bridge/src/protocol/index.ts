export { stringMessages } from './messages.js';
export type {
  AssistantMessage,
  CloseMessage,
  CmdIMessage,
  ColorModeMessage,
  EmbedReadyMessage,
  InternalLinkClickMessage,
  InternalLinkHostMessage,
  ObjectMessage,
  ParentFocusMessage,
  ParentKeydownMessage,
} from './messages.js';
export { parseMessage, encodeMessage } from './parse.js';
