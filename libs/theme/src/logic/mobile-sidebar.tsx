import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { usePathname } from './current-route.js';

export interface MobileSidebarState {
  open: boolean;
  /** Which menu the drawer shows: the navbar items, or the current docs sidebar. */
  menu: 'primary' | 'secondary';
  toggle(): void;
  close(): void;
  showMenu(menu: 'primary' | 'secondary'): void;
}

const createMobileSidebarStore = () =>
  createStore<MobileSidebarState>()((set) => ({
    open: false,
    menu: 'secondary',
    // Opening starts on the page's own sidebar (the drawer falls back to the main menu when there is none).
    toggle: () => set((s) => (s.open ? { open: false } : { open: true, menu: 'secondary' })),
    close: () => set({ open: false }),
    showMenu: (menu) => set({ menu }),
  }));

const Context = createContext<StoreApi<MobileSidebarState> | null>(null);

/** The small-screen drawer: closes on navigation, locks body scroll while open. */
export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createMobileSidebarStore);
  const pathname = usePathname();
  const open = useStore(store, (s) => s.open);
  useEffect(() => store.getState().close(), [pathname, store]);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);
  return <Context value={store}>{children}</Context>;
}

/** The drawer's state; throws outside MobileSidebarProvider. */
export function useMobileSidebar(): MobileSidebarState {
  const store = use(Context);
  if (!store) throw new Error('useMobileSidebar() was called outside of <MobileSidebarProvider>.');
  return useStore(store);
}
