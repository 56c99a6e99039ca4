/** `@theme/TabItem`: Docusaurus's default export, the theme's `TabItem`. */
export { TabItem as default, type TabItemProps as Props } from '../mdx/Tabs/index.js';
