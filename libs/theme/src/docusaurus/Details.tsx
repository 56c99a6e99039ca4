/** `@theme/Details`: Docusaurus's default export, the theme's `Details` (`summary` prop or child). */
export { Details as default } from '../mdx/Details/index.js';
