import type { AnchorHTMLAttributes } from 'react';
import { HEADING_ANCHOR_CLASS } from '../head/vocabulary.js';
import { SmartLink } from '../shell/SmartLink/index.js';
import type { MdxComponents } from '../route-module.js';
import { Admonition } from './Admonition/index.js';
import { CodeBlock } from './CodeBlock/index.js';
import { Details } from './Details/index.js';
import { Table } from './Table/index.js';
import { TabItem, Tabs } from './Tabs/index.js';

function A({ href = '#', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (rest.className?.includes(HEADING_ANCHOR_CLASS)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <SmartLink href={href} {...rest}>
      {children}
    </SmartLink>
  );
}

/** Elements and author components available to every MDX page. */
export const mdxComponents = {
  a: A,
  table: Table,
  details: Details,
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
} as unknown as MdxComponents;
