export * from './protocol/index.js';
export * from './channel/index.js';
