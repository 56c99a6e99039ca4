import type { ReactNode } from 'react';
import {
  ADMONITION_TYPES,
  type AdmonitionData,
  type AdmonitionType,
} from '../../head/vocabulary.js';

export type { AdmonitionType };

const defaultTitles: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

// 24×24 outline icons drawn in the kind's colour; the title, not the icon, names the kind.
const icons: Record<AdmonitionType, ReactNode> = {
  // A pencil.
  note: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  // A light bulb.
  tip: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z" />
  ),
  // An "i" in a circle.
  info: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5" />,
  // An exclamation mark in a triangle.
  warning: <path d="M12 3 2 20h20zM12 10v4M12 17v.5" />,
  // An exclamation mark in a circle: told apart from warning by shape as well as colour.
  caution: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v6M12 16.5v.5" />,
  // An exclamation mark in an octagon, like a stop sign.
  danger: <path d="M8 3h8l5 5v8l-5 5H8l-5-5V8zM12 7.5v6M12 16.5v.5" />,
};

const isType = (type: string): type is AdmonitionType =>
  (ADMONITION_TYPES as readonly string[]).includes(type);

/** A callout box (`:::note` … `:::`), with an optional custom title. */
export function Admonition({
  type = 'note',
  title,
  children,
}: Partial<AdmonitionData> & { children?: ReactNode }) {
  const kind = isType(type) ? type : 'note';
  return (
    <aside className={`sk-admonition sk-admonition--${kind}`}>
      <p className="sk-admonition__title">
        <svg
          className="sk-admonition__icon"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {icons[kind]}
        </svg>
        {title ?? defaultTitles[kind]}
      </p>
      <div className="sk-admonition__body">{children}</div>
    </aside>
  );
}
