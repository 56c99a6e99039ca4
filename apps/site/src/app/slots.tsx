import { Footer, type SlotComponents } from '@sitekit/theme';

/**
 * This site's replacements for theme slots. The footer keeps the theme's
 * columns and adds a line about the site's own framework.
 */
function SiteFooter() {
  return (
    <>
      <Footer />
      <p className="site-footer-note">
        Built with the open <code>@sitekit</code> libraries. Video toolkit documentation for version
        4.0.357.
      </p>
    </>
  );
}

export const slots: Partial<SlotComponents> = { Footer: SiteFooter };
