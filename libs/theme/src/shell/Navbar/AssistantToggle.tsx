import { useAssistantPanel } from '../../logic/assistant-panel.js';

/** Id of the side panel the toggle controls. */
export const ASSISTANT_PANEL_ID = 'sk-assistant-panel';

/** The navbar button that opens and closes the assistant side panel. */
export function AssistantToggle({ label }: { label: string }) {
  const { open, toggle } = useAssistantPanel();
  return (
    <button
      type="button"
      className="sk-navbar__link sk-assistant-toggle"
      aria-expanded={open}
      aria-controls={ASSISTANT_PANEL_ID}
      data-assistant-toggle=""
      onClick={toggle}
    >
      {label}
    </button>
  );
}
