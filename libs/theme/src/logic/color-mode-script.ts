/** localStorage key of the reader's colour-mode choice (`light`, `dark` or `system`). */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** localStorage key holding the id of the dismissed announcement. */
export const ANNOUNCEMENT_STORAGE_KEY = 'sk-announcement-dismissed';

export interface HeadScriptOptions {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  /** Id of the configured announcement, if any. */
  announcementId?: string | undefined;
}

/**
 * A tiny script for the `<head>`: applies the stored colour mode (or the system
 * preference) and the announcement dismissal before first paint, so there is no
 * flash of the wrong theme and no layout shift. Deterministic text, so a CSP can allow its hash.
 */
export function headScript({
  defaultMode,
  respectPrefersColorScheme,
  announcementId,
}: HeadScriptOptions): string {
  return [
    '(function(){',
    'var d=document.documentElement,m;',
    `try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}`,
    `if(m!=='light'&&m!=='dark'){m=${respectPrefersColorScheme ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : JSON.stringify(defaultMode)}}`,
    "d.setAttribute('data-theme',m);",
    announcementId
      ? `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(announcementId)})d.setAttribute('data-announcement-dismissed','true')}catch(e){}`
      : '',
    '})();',
  ].join('');
}
