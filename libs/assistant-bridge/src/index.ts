export { encodeMessage, parseMessage, stringMessages } from './protocol/index.js';
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
} from './protocol/index.js';
export {
  colorModeOf,
  createEmbedChannel,
  createHostChannel,
  linkAction,
  themeOf,
} from './channel/index.js';
export type {
  EmbedChannel,
  EmbedChannelOptions,
  HostChannel,
  HostChannelOptions,
  LinkAction,
} from './channel/index.js';
