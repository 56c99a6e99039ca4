import type { ReactNode } from 'react';
import { Footer } from '../Footer/index.js';
import { Navbar } from '../Navbar/index.js';

/** Id of the main landmark; the skip link and client navigations move focus here. */
export const MAIN_CONTENT_ID = '__sk_main';

/** The page chrome: skip link, navbar, main landmark, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="sk-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <Navbar />
      <main id={MAIN_CONTENT_ID} className="sk-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
