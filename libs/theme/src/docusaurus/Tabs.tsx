/** `@theme/Tabs`: Docusaurus's default export, the theme's `Tabs`. */
export { Tabs as default, type TabsProps as Props } from '../mdx/Tabs/index.js';
