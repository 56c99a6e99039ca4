import type { ReactNode } from 'react';
import type { AdmonitionData, AdmonitionType } from '../../head/vocabulary.js';

export type { AdmonitionType };

const defaultTitles: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

/** A callout box (`:::note` … `:::`), with an optional custom title. */
export function Admonition({
  type = 'note',
  title,
  children,
}: Partial<AdmonitionData> & { children?: ReactNode }) {
  const kind = type in defaultTitles ? type : 'note';
  return (
    <aside className={`sk-admonition sk-admonition--${kind}`}>
      <p className="sk-admonition__title">{title ?? defaultTitles[kind]}</p>
      <div className="sk-admonition__body">{children}</div>
    </aside>
  );
}
