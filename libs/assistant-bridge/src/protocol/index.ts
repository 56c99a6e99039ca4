export * from './messages.js';
export { parseMessage, encodeMessage } from './parse.js';
