/** `@theme/Admonition`: Docusaurus's default export, the theme's `Admonition`. */
export { Admonition as default } from '../mdx/Admonition/index.js';
