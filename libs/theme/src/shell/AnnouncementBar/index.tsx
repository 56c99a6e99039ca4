import { useState } from 'react';
import { useSiteConfig } from '../../logic/site-data.js';
import { ANNOUNCEMENT_STORAGE_KEY } from '../../logic/color-mode-script.js';

/**
 * The announcement above the navbar. Its dismissal persists; the head script
 * marks a dismissed bar on `<html>` before paint, so hydration shifts nothing.
 */
export function AnnouncementBar() {
  const { announcementBar: bar } = useSiteConfig();
  const [closed, setClosed] = useState(false);
  if (!bar || closed) return null;
  const close = () => {
    try {
      localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, bar.id);
    } catch {
      // storage unavailable: the bar stays closed for this page view only
    }
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setClosed(true);
  };
  return (
    <div
      className="sk-announcement"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="sk-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="sk-announcement__close"
          aria-label="Close announcement"
          onClick={close}
        >
          ×
        </button>
      )}
    </div>
  );
}
