export { mdxComponents } from './components.js';
export { Admonition, type AdmonitionType } from './Admonition/index.js';
export { CodeBlock } from './CodeBlock/index.js';
