import { TWOSLASH_CLASS } from '../../head/vocabulary.js';

/** How long a popup stays once the pointer leaves its token, so the pointer can reach it. */
export const TYPE_POPUP_HIDE_DELAY_MS = 150;
/** Space between a token and its popup, and the least space to the viewport's edges (px). */
const GAP = 4;
const MARGIN = 8;

const tokenSelector = `.${TWOSLASH_CLASS.token}`;

/**
 * Shows the type popups of a type-checked code block (the build's `twoslash` markup inside
 * `root`): a token's popup opens on hover and on focus, below the token (above when there is
 * no room below) and inside the viewport; it stays while the pointer is over it, and Escape
 * hides it (WCAG 1.4.13). One token of the block is a tab stop; arrow keys, Home and End move
 * the focus between tokens. Framework-free; returns the function removing it.
 */
export function attachTypeHovers(root: HTMLElement, view: Window = window): () => void {
  const document = root.ownerDocument;
  let open: { token: HTMLElement; popup: HTMLElement } | undefined;
  let timer: number | undefined;

  const tokens = () => Array.from(root.querySelectorAll<HTMLElement>(tokenSelector));
  const tokenAt = (target: EventTarget | null) =>
    (target as Element | null)?.closest?.<HTMLElement>(tokenSelector) ?? null;
  const popupOf = (token: HTMLElement) => {
    const id = token.getAttribute('aria-describedby');
    return id ? document.getElementById(id) : null;
  };
  const inOpen = (target: EventTarget | null) =>
    Boolean(
      open &&
        target &&
        (open.token.contains(target as Node) || open.popup.contains(target as Node)),
    );

  function place() {
    if (!open) return;
    const { token, popup } = open;
    const anchor = token.getBoundingClientRect();
    const width = document.documentElement.clientWidth || view.innerWidth;
    const height = view.innerHeight;
    const left = Math.max(MARGIN, Math.min(anchor.left, width - popup.offsetWidth - MARGIN));
    const below = anchor.bottom + GAP;
    const above = anchor.top - GAP - popup.offsetHeight;
    const fitsBelow = below + popup.offsetHeight <= height - MARGIN;
    const top = fitsBelow || above < MARGIN ? below : above;
    popup.style.left = `${Math.round(left)}px`;
    popup.style.top = `${Math.round(top)}px`;
    popup.dataset['placement'] = top === below ? 'below' : 'above';
  }

  function onDocumentKey(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      hide();
      event.stopPropagation();
    }
  }

  function show(token: HTMLElement) {
    view.clearTimeout(timer);
    if (open?.token === token) return;
    const popup = popupOf(token);
    if (!popup) return;
    hide();
    open = { token, popup };
    popup.hidden = false;
    token.dataset['open'] = '';
    place();
    view.addEventListener('scroll', place, { capture: true, passive: true });
    view.addEventListener('resize', place);
    document.addEventListener('keydown', onDocumentKey);
  }

  function hide() {
    view.clearTimeout(timer);
    if (!open) return;
    open.popup.hidden = true;
    delete open.token.dataset['open'];
    open = undefined;
    view.removeEventListener('scroll', place, { capture: true });
    view.removeEventListener('resize', place);
    document.removeEventListener('keydown', onDocumentKey);
  }

  function hideSoon() {
    view.clearTimeout(timer);
    timer = view.setTimeout(() => {
      // A focused token keeps its popup until the focus moves.
      if (open && document.activeElement !== open.token) hide();
    }, TYPE_POPUP_HIDE_DELAY_MS);
  }

  /** Roving tab stop: the focused token is the block's one tab stop. */
  function focus(token: HTMLElement) {
    for (const other of tokens()) other.tabIndex = other === token ? 0 : -1;
    token.focus();
  }

  const listeners: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void } =
    {
      mouseover(event) {
        const token = tokenAt(event.target);
        if (token) show(token);
        else if (inOpen(event.target)) view.clearTimeout(timer);
      },
      mouseout(event) {
        if (inOpen(event.target) && !inOpen(event.relatedTarget)) hideSoon();
      },
      focusin(event) {
        const token = tokenAt(event.target);
        if (!token) return;
        for (const other of tokens()) other.tabIndex = other === token ? 0 : -1;
        show(token);
      },
      focusout(event) {
        if (open && tokenAt(event.target) === open.token) hide();
      },
      keydown(event) {
        const token = tokenAt(event.target);
        if (!token) return;
        const all = tokens();
        const at = all.indexOf(token);
        const next = {
          ArrowRight: at + 1,
          ArrowDown: at + 1,
          ArrowLeft: at - 1,
          ArrowUp: at - 1,
          Home: 0,
          End: all.length - 1,
        }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        const target = all[Math.max(0, Math.min(next, all.length - 1))];
        if (target && target !== token) focus(target);
      },
    };
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) root.addEventListener(type, listener);
  return () => {
    hide();
    for (const [type, listener] of entries) root.removeEventListener(type, listener);
  };
}
