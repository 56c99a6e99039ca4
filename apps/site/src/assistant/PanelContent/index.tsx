import { useCallback } from 'react';
import type { SlotProps } from '@sitekit/theme';
import { useAssistantPanel, useSiteConfig } from '@sitekit/theme';
import { HostedAssistant } from '../HostedAssistant';
import { SiteAssistantFrame } from '../SiteAssistantFrame';

/**
 * The site's `AssistantPanelContent`: the configured assistant page in a frame (the
 * local docs assistant by default), or a hosted assistant's script when one is configured.
 */
export function AssistantPanelContent({ open }: Readonly<SlotProps['AssistantPanelContent']>) {
  const { assistant } = useSiteConfig();
  const { setOpen } = useAssistantPanel();
  const close = useCallback(() => {
    setOpen(false);
    document.querySelector<HTMLElement>('[data-assistant-toggle]')?.focus();
  }, [setOpen]);
  if (assistant.scriptUrl)
    return <HostedAssistant src={assistant.scriptUrl} attributes={assistant.scriptAttributes} />;
  return <SiteAssistantFrame className="site-ai-panel__frame" onClose={close} focused={open} />;
}
