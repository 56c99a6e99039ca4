/**
 * Makes DocSearch's overlay a real modal dialog: the overlay is named as a dialog (DocSearch
 * gives it `role="button"` and a tab stop, to close on a backdrop click, which nests every
 * control inside a button), and the rest of the page is inert while it is open, so neither
 * focus nor assistive technology reaches what lies behind it. Returns the undo.
 */
export function modalize(host: HTMLElement | null): () => void {
  if (!host) return () => {};
  const overlay = host.querySelector<HTMLElement>('.DocSearch-Container');
  if (overlay) {
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Search');
    overlay.removeAttribute('tabindex');
  }
  const outside = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert,
  );
  for (const el of outside) el.inert = true;
  return () => {
    for (const el of outside) el.inert = false;
  };
}
