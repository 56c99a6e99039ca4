import type { ReactNode } from 'react';

const defaultTitles = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
} as const;
export type AdmonitionType = keyof typeof defaultTitles;

/** A callout box (`:::note` … `:::`), with an optional custom title. */
export function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: AdmonitionType;
  title?: string;
  children?: ReactNode;
}) {
  const kind = type in defaultTitles ? type : 'note';
  return (
    <aside className={`sk-admonition sk-admonition--${kind}`}>
      <p className="sk-admonition__title">{title ?? defaultTitles[kind]}</p>
      <div className="sk-admonition__body">{children}</div>
    </aside>
  );
}
