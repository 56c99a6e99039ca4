import { createContext, use, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

export interface AssistantPanelState {
  open: boolean;
  toggle(): void;
  setOpen(open: boolean): void;
}

/** Open state of the assistant side panel; kept across client navigations (the provider sits above the router outlet). */
export const createAssistantPanelStore = () =>
  createStore<AssistantPanelState>()((set) => ({
    open: false,
    toggle: () => set((s) => ({ open: !s.open })),
    setOpen: (open) => set({ open }),
  }));

const Context = createContext<StoreApi<AssistantPanelState> | null>(null);

export function AssistantPanelProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAssistantPanelStore);
  return <Context value={store}>{children}</Context>;
}

/** The assistant panel's state; throws outside AssistantPanelProvider. */
export function useAssistantPanel(): AssistantPanelState {
  const store = use(Context);
  if (!store)
    throw new Error('useAssistantPanel() was called outside of <AssistantPanelProvider>.');
  return useStore(store);
}
