export { createHostChannel, type HostChannel, type HostChannelOptions } from './host.js';
export { createEmbedChannel, type EmbedChannel, type EmbedChannelOptions } from './embed.js';
export { linkAction, type LinkAction } from './links.js';
export { colorModeOf, themeOf } from './color-mode.js';
