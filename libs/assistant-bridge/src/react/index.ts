export {
  useHostChannel,
  type UseHostChannelOptions,
  type FrameSource,
  type HostHandle,
} from './use-host-channel.js';
export {
  useEmbedChannel,
  type UseEmbedChannelOptions,
  type EmbedHandle,
} from './use-embed-channel.js';
export { AssistantFrame, type AssistantFrameProps } from './AssistantFrame.js';
