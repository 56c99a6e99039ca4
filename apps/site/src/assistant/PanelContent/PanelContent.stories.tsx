import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryHistory, createRouter } from '@sitekit/router-core';
import { RouterProvider } from '@sitekit/router-core/react';
import { ThemeProvider, type SiteData } from '@sitekit/theme';
import { siteData } from '../../../.generated/site-data';
import { AssistantPanelContent } from './index';

/** Site data whose assistant frame is `frameUrl` (a page the Storybook server can serve). */
const withFrame = (frameUrl: string): SiteData => ({
  ...siteData,
  config: { ...siteData.config, assistant: { ...siteData.config.assistant, frameUrl } },
});

function Providers({ frameUrl, children }: { frameUrl: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter<null>({
      history: createMemoryHistory('/'),
      initialModule: null,
      load: async () => null,
    }),
  );
  return (
    <ThemeProvider siteData={withFrame(frameUrl)}>
      <RouterProvider router={router}>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            height: 600,
            width: 420,
            border: '1px solid #ccc',
          }}
        >
          {children}
        </div>
      </RouterProvider>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Site/Assistant/PanelContent',
  component: AssistantPanelContent,
  args: { open: true },
  decorators: [
    (Story, { parameters }) => (
      <Providers
        frameUrl={
          (parameters['frameUrl'] as string | undefined) ??
          '/iframe.html?id=site-assistant-localassistant--answers'
        }
      >
        <Story />
      </Providers>
    ),
  ],
} satisfies Meta<typeof AssistantPanelContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side panel's content: the local docs assistant (here its own story) in a frame wired to the host. */
export const LocalAssistantFrame: Story = {};

/** The panel while closed: the frame stays mounted so a conversation survives. */
export const Closed: Story = { args: { open: false } };
