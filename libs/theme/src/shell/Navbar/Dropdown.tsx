import { useEffect, useId, useRef, useState } from 'react';
import { SmartLink } from '../SmartLink/index.js';

interface DropdownLink {
  label: string;
  to?: string | undefined;
  href?: string | undefined;
  /** Accessible name, when the label alone is not enough. */
  ariaLabel?: string | undefined;
  /** Extra class on the link (e.g. a "pro" marker). */
  className?: string | undefined;
}

/** A navbar menu that opens on click, hover and keyboard, and closes on Escape, outside click or navigation. */
export function Dropdown({
  label,
  items,
  ariaLabel,
  inline = false,
}: {
  label: string;
  items: DropdownLink[];
  ariaLabel?: string;
  inline?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Opened by the pointer resting on it: a click then keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  return (
    // Hover opens the menu as a convenience; the button is the keyboard and touch path.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className="sk-dropdown"
      data-open={open || undefined}
      data-inline={inline || undefined}
      onMouseEnter={() => {
        if (inline || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => !inline && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="sk-navbar__link sk-dropdown__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => {
          const hovered = openedByHover.current;
          openedByHover.current = false;
          setOpen(hovered || !open);
        }}
      >
        {label}
      </button>
      <ul id={id} className="sk-dropdown__menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <SmartLink
              className={
                item.className ? `sk-dropdown__link ${item.className}` : 'sk-dropdown__link'
              }
              aria-label={item.ariaLabel}
              href={item.to ?? item.href ?? '#'}
              externalIcon
              onClick={() => setOpen(false)}
            >
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
