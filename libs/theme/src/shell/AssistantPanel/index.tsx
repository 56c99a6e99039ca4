import { useEffect, useState } from 'react';
import { useAssistantPanel } from '../../logic/assistant-panel.js';
import { Slot } from '../../slots.js';
import { ASSISTANT_PANEL_ID } from '../Navbar/AssistantToggle.js';

/**
 * The assistant side panel. It stays mounted once opened (so a conversation survives
 * closing and client navigations), sits beside the page on wide screens and covers it on
 * narrow ones; Escape closes it and returns focus to the navbar toggle.
 */
export function AssistantPanel() {
  const { open, setOpen } = useAssistantPanel();
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-assistant-open', open);
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      document.querySelector<HTMLElement>('[data-assistant-toggle]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!everOpened) return null;
  return (
    <aside
      id={ASSISTANT_PANEL_ID}
      className="sk-assistant-panel"
      aria-label="Ask AI"
      hidden={!open}
    >
      <div className="sk-assistant-panel__header">
        <h2 className="sk-assistant-panel__title">Ask AI</h2>
        <button
          type="button"
          className="sk-assistant-panel__close"
          aria-label="Close the assistant"
          onClick={() => {
            setOpen(false);
            document.querySelector<HTMLElement>('[data-assistant-toggle]')?.focus();
          }}
        >
          ×
        </button>
      </div>
      <Slot name="AssistantPanelContent" open={open} />
    </aside>
  );
}
