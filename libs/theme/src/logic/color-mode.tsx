import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { COLOR_MODE_STORAGE_KEY } from './color-mode-script.js';

export type ColorMode = 'light' | 'dark';
/** What the reader picked; `system` follows the operating system. */
export type ColorModeChoice = ColorMode | 'system';

export interface ColorModeState {
  choice: ColorModeChoice;
  /** The mode in effect (what `<html data-theme>` says). */
  mode: ColorMode;
  /** Next choice in the cycle: light → dark → system (or light ↔ dark). */
  cycle(): void;
  setChoice(choice: ColorModeChoice): void;
}

export interface ColorModeEnvironment {
  root: HTMLElement;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  prefersDark(): boolean;
  /** Calls back when the system preference changes. */
  onSystemChange(listener: () => void): () => void;
}

export interface ColorModeOptions {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

/**
 * The colour-mode store. `<html data-theme>` is the single source of truth the
 * page observes; the store writes it and persists the reader's choice.
 */
export function createColorModeStore(
  options: ColorModeOptions,
  env: ColorModeEnvironment | null,
): StoreApi<ColorModeState> {
  const resolve = (choice: ColorModeChoice): ColorMode =>
    choice === 'system' ? (env?.prefersDark() ? 'dark' : 'light') : choice;
  const stored = env?.storage?.getItem(COLOR_MODE_STORAGE_KEY);
  const initial: ColorModeChoice =
    stored === 'light' ||
    stored === 'dark' ||
    (stored === 'system' && options.respectPrefersColorScheme)
      ? stored
      : options.respectPrefersColorScheme && env
        ? 'system'
        : options.defaultMode;
  return createStore<ColorModeState>()((set, get) => ({
    choice: initial,
    mode: env ? resolve(initial) : options.defaultMode,
    setChoice(choice) {
      const mode = resolve(choice);
      env?.root.setAttribute('data-theme', mode);
      if (choice === 'system') env?.storage?.removeItem(COLOR_MODE_STORAGE_KEY);
      else env?.storage?.setItem(COLOR_MODE_STORAGE_KEY, choice);
      set({ choice, mode });
    },
    cycle() {
      const order: ColorModeChoice[] = options.respectPrefersColorScheme
        ? ['light', 'dark', 'system']
        : ['light', 'dark'];
      const current = get().choice;
      get().setChoice(order[(order.indexOf(current) + 1) % order.length]!);
    },
  }));
}

/** The browser environment of the colour-mode store. */
export function browserColorModeEnvironment(win: Window): ColorModeEnvironment {
  const query = win.matchMedia('(prefers-color-scheme: dark)');
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    storage = null;
  }
  return {
    root: win.document.documentElement,
    storage,
    prefersDark: () => query.matches,
    onSystemChange(listener) {
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
  };
}

const Context = createContext<StoreApi<ColorModeState> | null>(null);

/**
 * Provides the colour mode. The server and the first client render use the
 * default mode; the stored choice is applied right after hydration (the head
 * script has already painted the right colours, so nothing flashes).
 */
export function ColorModeProvider({
  options,
  children,
}: {
  options: ColorModeOptions;
  children: ReactNode;
}) {
  const [store, setStore] = useState(() => createColorModeStore(options, null));
  useEffect(() => {
    const env = browserColorModeEnvironment(window);
    const live = createColorModeStore(options, env);
    setStore(live);
    return env.onSystemChange(() => {
      if (live.getState().choice === 'system') live.getState().setChoice('system');
    });
  }, [options]);
  return <Context value={store}>{children}</Context>;
}

/** The colour mode and its actions; throws outside ColorModeProvider. */
export function useColorMode(): ColorModeState {
  const store = use(Context);
  if (!store) throw new Error('useColorMode() was called outside of <ColorModeProvider>.');
  return useStore(store);
}
