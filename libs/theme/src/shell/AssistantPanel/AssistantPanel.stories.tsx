import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useAssistantPanel } from '../../logic/assistant-panel.js';
import { SlotsProvider } from '../../slots.js';
import { AssistantPanel } from './index.js';

/** Opens the panel once mounted. */
function OpenPanel() {
  const { setOpen } = useAssistantPanel();
  useEffect(() => setOpen(true), [setOpen]);
  return null;
}

/** Stands in for an assistant package's panel content (the theme's default is empty). */
function PlaceholderContent() {
  return (
    <div style={{ padding: '1rem' }}>
      <p>Ask a question about the docs. An assistant package renders its conversation here.</p>
    </div>
  );
}

/**
 * The assistant side panel: beside the page on wide screens, over it on narrow ones. It stays
 * mounted once opened, so a conversation survives closing it; Escape and × close it and return
 * focus to the navbar's toggle. Its content is the `AssistantPanelContent` slot (empty in the
 * theme; the site's assistant fills it, see Assistant › PanelContent).
 */
const meta = {
  title: 'Shell/AssistantPanel',
  component: AssistantPanel,
  parameters: {
    design: {
      slot: 'AssistantPanelContent',
      config: ['assistant'],
      do: ['Keep the panel’s content usable at 390 px: it covers the page there.'],
      dont: ['Don’t unmount the content on close: the conversation would be lost.'],
    },
  },
  decorators: [
    (Story) => (
      <SlotsProvider overrides={{ AssistantPanelContent: PlaceholderContent }}>
        <OpenPanel />
        <div className="sk-page">
          <main className="sk-main">
            <div className="sk-container">
              <h1>Example page</h1>
              <p>The page the panel sits beside.</p>
            </div>
          </main>
          <Story />
        </div>
      </SlotsProvider>
    ),
  ],
} satisfies Meta<typeof AssistantPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Keyboard: Escape closes the panel (it stays mounted, hidden). */
export const CloseWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('complementary', { name: 'Ask AI' });
    within(panel).getByRole('button', { name: 'Close the assistant' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(panel).not.toBeVisible();
    await expect(document.documentElement).not.toHaveAttribute('data-assistant-open');
  },
};
