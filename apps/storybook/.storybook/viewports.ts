/**
 * The widths the shell is designed for, and the visual checks render at: a desktop, a phone,
 * and the desktop at 200 % and 400 % browser zoom (a zoomed page lays out at the width divided
 * by the zoom factor, which is what these are; WCAG 1.4.10 asks for reflow at 320 CSS px).
 */
export const viewports = {
  desktop: {
    name: 'Desktop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
  tablet: {
    name: 'Tablet (834 px, below the 996 px breakpoint)',
    styles: { width: '834px', height: '1112px' },
    type: 'tablet',
  },
  mobile: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  zoom200: {
    name: 'Desktop at 200 % zoom (640 px)',
    styles: { width: '640px', height: '400px' },
    type: 'desktop',
  },
  zoom400: {
    name: 'Desktop at 400 % zoom (320 px)',
    styles: { width: '320px', height: '200px' },
    type: 'desktop',
  },
} as const;
