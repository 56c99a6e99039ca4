import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ThemeProvider, useSiteData, type SiteData } from '@sitekit/theme';
import { AssistantPanelContent } from './index';

/** The story's site data with the assistant frame at `frameUrl`. */
function WithFrame({ frameUrl, children }: { frameUrl: string; children: ReactNode }) {
  const siteData = useSiteData();
  const data: SiteData = {
    ...siteData,
    config: { ...siteData.config, assistant: { ...siteData.config.assistant, frameUrl } },
  };
  return (
    <ThemeProvider siteData={data}>
      <div
        style={{ display: 'flex', flexDirection: 'column', height: 420, width: 'min(420px, 100%)' }}
      >
        {children}
      </div>
    </ThemeProvider>
  );
}

/**
 * The site's `AssistantPanelContent` (the theme's assistant panel slot): the configured
 * assistant page in a frame, wired to the site through `@sitekit/assistant-bridge` (its links
 * navigate the site, it follows the colour mode). Here the frame shows a stand-in page; the
 * assistant's own states are in LocalAssistant and SidePanel.
 */
const meta = {
  title: 'PanelContent',
  component: AssistantPanelContent,
  args: { open: true },
  parameters: {
    design: {
      slot: 'AssistantPanelContent',
      config: ['assistant.frameUrl'],
      dont: ['Don’t reload the frame when the panel closes: the conversation lives in it.'],
    },
  },
  decorators: [
    (Story, { globals }) => (
      <WithFrame
        frameUrl={`/assistant-frame.html?theme=${(globals['colorMode'] as string | undefined) ?? 'light'}`}
      >
        <Story />
      </WithFrame>
    ),
  ],
} satisfies Meta<typeof AssistantPanelContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame loaded, titled "Ask AI" for assistive technology. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Ask AI');
    await waitFor(() => expect(frame.contentDocument?.querySelector('h1')).toBeTruthy(), {
      timeout: 10_000,
    });
  },
};

/** The panel closed: the frame stays mounted (the panel hides it) so a conversation survives. */
export const Closed: Story = { args: { open: false }, tags: ['no-visual'] };
