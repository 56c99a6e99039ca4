import { useEffect, useRef } from 'react';
import type { ShowcaseItem } from '../../../../../../content/data/types';
import { ExternalLink } from '../../../components/ExternalLink';
import { ShowcasePreview } from '../../../components/ShowcasePreview';
import { trapTab } from '../focus-trap';

const linkLabels = {
  website: 'Website',
  source_code: 'Source code',
  tutorial: 'Tutorial',
  video: 'Original video',
};

/**
 * The overlay viewer of /showcase: a modal dialog with previous, next and close.
 * Escape closes it, Tab stays inside, arrow keys step through the entries.
 */
export function Viewer({
  items,
  index,
  onSelect,
  onClose,
}: {
  items: readonly ShowcaseItem[];
  /** The open entry, or null when the viewer is closed. */
  index: number | null;
  onSelect: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const item = index === null ? undefined : items[index];
  const step = (delta: number) =>
    index !== null && onSelect((index + delta + items.length) % items.length);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (item && !element.open) {
      element.showModal();
      // Start on Close: Escape and Enter both get the reader out again.
      element.querySelector<HTMLButtonElement>('.showcase-viewer__close')?.focus();
    }
    if (!item && element.open) element.close();
  }, [item]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      trapTab(event, element);
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  });

  const previous = index === null ? undefined : items[(index - 1 + items.length) % items.length];
  const next = index === null ? undefined : items[(index + 1) % items.length];
  return (
    <dialog
      ref={dialog}
      className="showcase-viewer"
      aria-labelledby="showcase-viewer-title"
      onClose={onClose}
    >
      {item && (
        <div className="showcase-viewer__body">
          <div className="showcase-viewer__bar">
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={`Previous: ${previous?.title}`}
            >
              ← Previous
            </button>
            <button type="button" onClick={() => step(1)} aria-label={`Next: ${next?.title}`}>
              Next →
            </button>
            <button type="button" className="showcase-viewer__close" onClick={onClose}>
              Close
            </button>
          </div>
          <div
            className="showcase-viewer__media"
            // Portrait and square videos keep their shape without growing past the window.
            style={{ width: `min(100%, calc(55vh * ${item.width / item.height}))` }}
          >
            {/* Keyed: each entry gets a fresh Player rather than one swapping compositions. */}
            <ShowcasePreview key={item.id} item={item} trigger="open" />
          </div>
          <h2 id="showcase-viewer-title">{item.title}</h2>
          {item.author && (
            <p className="showcase-viewer__author">
              By <ExternalLink href={item.author.url}>{item.author.name}</ExternalLink>
            </p>
          )}
          <p>{item.description}</p>
          {item.links.length > 0 && (
            <ul className="link-list">
              {item.links.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url}>{linkLabels[link.type]}</ExternalLink>
                </li>
              ))}
            </ul>
          )}
          <p className="note">
            Entry {(index ?? 0) + 1} of {items.length}. The preview is a short animation we made of
            what the project does; follow the links for the original video.
          </p>
        </div>
      )}
    </dialog>
  );
}
