import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAssistantPanel } from '../../logic/assistant-panel.js';
import { SlotsProvider } from '../../slots.js';
import { variants } from '../../stories/fixtures.js';
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

/** The open assistant panel beside the page (wide screens) or over it (narrow screens). */
const meta = {
  title: 'Shell/AssistantPanel',
  component: AssistantPanel,
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
