import { useCallback } from 'react';
import { useAssistantPanel, type SlotProps } from '@sitekit/theme';
import { SiteAssistantFrame } from '../SiteAssistantFrame';

/**
 * The site's `AssistantPanelContent`: the configured assistant page in a frame (the local
 * docs assistant by default). A hosted assistant opens its own panel instead (see
 * `SiteAssistantToggle`), so this panel only ever shows a frame.
 */
export function AssistantPanelContent({ open }: Readonly<SlotProps['AssistantPanelContent']>) {
  const { setOpen } = useAssistantPanel();
  const close = useCallback(() => {
    setOpen(false);
    document.querySelector<HTMLElement>('[data-assistant-toggle]')?.focus();
  }, [setOpen]);
  return <SiteAssistantFrame className="site-ai-panel__frame" onClose={close} focused={open} />;
}
