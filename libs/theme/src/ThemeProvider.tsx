import type { ReactNode } from 'react';
import { AssistantPanelProvider } from './logic/assistant-panel.js';
import { ColorModeProvider } from './logic/color-mode.js';
import { MdxComponentsProvider } from './logic/mdx-components.js';
import type { MdxComponents } from './route-module.js';
import { SiteDataProvider, type SiteData } from './logic/site-data.js';
import { SlotsProvider, type SlotComponents } from './slots.js';

/** Everything the shell needs above the router outlet: site data, colour mode, assistant panel state, slot overrides and the site's MDX components. */
export function ThemeProvider({
  siteData,
  slots = {},
  mdxComponents,
  children,
}: {
  siteData: SiteData;
  slots?: Partial<SlotComponents>;
  /** Author components the site adds to every MDX page (by name, no import needed). */
  mdxComponents?: MdxComponents;
  children: ReactNode;
}) {
  return (
    <SiteDataProvider value={siteData}>
      <ColorModeProvider options={siteData.config.colorMode}>
        <AssistantPanelProvider>
          <SlotsProvider overrides={slots}>
            <MdxComponentsProvider components={mdxComponents}>{children}</MdxComponentsProvider>
          </SlotsProvider>
        </AssistantPanelProvider>
      </ColorModeProvider>
    </SiteDataProvider>
  );
}
