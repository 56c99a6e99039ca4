/** `@theme/MDXComponents`: the components every MDX page gets, as Docusaurus's default export. */
export { mdxComponents as default } from '../mdx/components.js';
