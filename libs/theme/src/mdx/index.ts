export { mdxComponents } from './components.js';
export { Admonition, type AdmonitionType } from './Admonition/index.js';
export { CodeBlock } from './CodeBlock/index.js';
export { Tabs, TabItem, type TabItemProps, type TabsProps, type TabValue } from './Tabs/index.js';
export { Details } from './Details/index.js';
export { Table } from './Table/index.js';
