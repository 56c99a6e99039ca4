import { useColorMode, type ColorModeChoice } from '../../logic/color-mode.js';

const icons: Record<ColorModeChoice, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.2 3h-2.4L12 2Zm0 20-1.2-3h2.4L12 22ZM2 12l3-1.2v2.4L2 12Zm20 0-3 1.2v-2.4l3 1.2ZM4.9 4.9l3 1.3-1.7 1.7-1.3-3Zm14.2 14.2-3-1.3 1.7-1.7 1.3 3Zm0-14.2-1.3 3-1.7-1.7 3-1.3ZM4.9 19.1l1.3-3 1.7 1.7-3 1.3Z',
  dark: 'M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3 8.5 8.5 0 1 0 20.7 14.6Z',
  system: 'M3 4h18v12H3V4Zm2 2v8h14V6H5Zm3 12h8v2H8v-2Z',
};
const names: Record<ColorModeChoice, string> = {
  light: 'light mode',
  dark: 'dark mode',
  system: 'system mode',
};

/** Cycles the colour mode; its accessible name says the current choice. */
export function ColorModeToggle() {
  const { choice, cycle } = useColorMode();
  return (
    <button
      type="button"
      className="sk-navbar__link sk-color-mode-toggle"
      onClick={cycle}
      aria-label={`Switch between dark and light mode (currently ${names[choice]})`}
      title={names[choice]}
      aria-live="polite"
    >
      <svg width="21" height="21" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={icons[choice]} />
      </svg>
    </button>
  );
}
