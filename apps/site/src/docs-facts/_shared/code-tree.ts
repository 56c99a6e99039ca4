import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { CodeNode } from '../cloud-facts';

/** `color:#fff;--shiki-dark:#000` → a React style object (custom properties kept as they are). */
export function styleObject(style: string): CSSProperties {
  const entries = style
    .split(';')
    .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
    .filter(([name, value]) => name && value)
    .map(([name, value]) => [
      name!.startsWith('--')
        ? name!
        : name!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value!,
    ]);
  return Object.fromEntries(entries) as CSSProperties;
}

/** Renders build-time highlighted code the way compiled MDX renders a highlighted fence. */
export function renderCodeTree(node: CodeNode): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') props['className'] = value;
    else if (name === 'style') props['style'] = styleObject(value);
    else if (name === 'tabindex') props['tabIndex'] = Number(value);
    else props[name] = value;
  }
  return createElement(tag, props, ...children.map(renderCodeTree));
}
