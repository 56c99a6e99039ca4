import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from '../../logic/current-route.js';
import { MobileSidebarProvider, useMobileSidebar } from '../../logic/mobile-sidebar.js';
import { Slot } from '../../slots.js';
import { AnnouncementBar } from '../AnnouncementBar/index.js';
import { AssistantPanel } from '../AssistantPanel/index.js';
import { ErrorBoundary } from '../ErrorBoundary/index.js';
import { Navbar } from '../Navbar/index.js';

// The drawer's code loads the first time a reader opens it.
const MobileSidebar = lazy(() =>
  import('../MobileSidebar/index.js').then((m) => ({ default: m.MobileSidebar })),
);

function MobileDrawer() {
  const { open } = useMobileSidebar();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}

/** Id of the main landmark; the skip link and client navigations move focus here. */
export const MAIN_CONTENT_ID = '__sk_main';

/** Marks where a page's own content starts (a docs article, past its sidebar); the skip link prefers it. */
export const SKIP_TARGET_ATTRIBUTE = 'data-sk-skip-target';

/** Focuses the page's content (a marked element inside main, else main itself). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const target = main?.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`) ?? main;
  if (!target) return; // before hydration the plain #main link still works
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/** The page chrome: skip link, announcement, navbar, mobile drawer, main landmark, assistant panel, footer. */
export function Layout({
  children,
}: {
  /** The page, rendered in the `<main>` landmark between the navbar and the footer. */
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <MobileSidebarProvider>
      <a className="sk-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <MobileDrawer />
      <div className="sk-page">
        <main id={MAIN_CONTENT_ID} className="sk-main" tabIndex={-1}>
          <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
        </main>
        <AssistantPanel />
      </div>
      <Slot name="Footer" />
    </MobileSidebarProvider>
  );
}
