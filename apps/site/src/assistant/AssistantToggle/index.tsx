import { useState } from 'react';
import { defaultSlots, useSiteConfig, type SlotProps } from '@sitekit/theme';
import { bridgeReadyOrAfter } from '../HostedAssistant/bridge-ready';
import { callOpenFunction } from '../HostedAssistant/open-function';

/** How long Ask AI waits for the bridge (loaded after hydration) before opening anyway. */
const BRIDGE_WAIT_MS = 3000;

type Props = Readonly<SlotProps['AssistantToggle']>;

/** Ask AI with a hosted assistant: calls the function its script defines to open its own side panel. */
function HostedAssistantToggle({ label, openFunction }: Props & { openFunction: string }) {
  const [state, setState] = useState<'idle' | 'waiting'>('idle');
  const open = () => {
    if (state === 'waiting') return;
    setState('waiting');
    void bridgeReadyOrAfter(BRIDGE_WAIT_MS)
      .then(() => callOpenFunction(window, openFunction))
      .finally(() => setState('idle'));
  };
  return (
    <button
      type="button"
      className="sk-navbar__link sk-assistant-toggle"
      aria-busy={state === 'waiting' || undefined}
      onClick={open}
    >
      {label}
    </button>
  );
}

/**
 * The site's `AssistantToggle`: the theme's side-panel toggle for the local assistant, or the
 * hosted assistant's opener when the config names a hosted script and its open function.
 */
export function SiteAssistantToggle(props: Props) {
  const { assistant } = useSiteConfig();
  if (assistant.scriptUrl && assistant.openFunction)
    return <HostedAssistantToggle {...props} openFunction={assistant.openFunction} />;
  return <defaultSlots.AssistantToggle {...props} />;
}
