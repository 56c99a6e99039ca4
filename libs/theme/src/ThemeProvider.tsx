import type { ReactNode } from 'react';
import { AssistantPanelProvider } from './logic/assistant-panel.js';
import { ColorModeProvider } from './logic/color-mode.js';
import { SiteDataProvider, type SiteData } from './logic/site-data.js';
import { SlotsProvider, type SlotComponents } from './slots.js';

/** Everything the shell needs above the router outlet: site data, colour mode, assistant panel state and slot overrides. */
export function ThemeProvider({
  siteData,
  slots = {},
  children,
}: {
  siteData: SiteData;
  slots?: Partial<SlotComponents>;
  children: ReactNode;
}) {
  return (
    <SiteDataProvider value={siteData}>
      <ColorModeProvider options={siteData.config.colorMode}>
        <AssistantPanelProvider>
          <SlotsProvider overrides={slots}>{children}</SlotsProvider>
        </AssistantPanelProvider>
      </ColorModeProvider>
    </SiteDataProvider>
  );
}
