import { useEffect, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Layout, SlotsProvider, useAssistantPanel, type SlotProps } from '@sitekit/theme';
import type { Answer } from '../docs-assistant';
import { LocalAssistant } from '../LocalAssistant';

const answer: Answer = {
  kind: 'answer',
  lead: {
    url: '/docs/spring#config',
    title: 'spring() › config',
    quote:
      'An object with mass, damping, stiffness and overshootClamping. Raising damping makes the animation settle with less bounce.',
  },
  code: {
    url: '/docs/spring#config',
    title: 'spring() › config',
    code: 'const scale = spring({frame, fps, config: {damping: 200}});',
  },
  more: [{ url: '/docs/spring', title: 'spring()', quote: 'A physics-based animation primitive.' }],
};
const declined: Answer = {
  kind: 'none',
  closest: [{ url: '/docs/fonts', title: 'Fonts', quote: '' }],
  searchUrl: '/search?q=weather',
};

type State = 'answered' | 'answering' | 'declined';
const asks: Record<State, () => Promise<Answer>> = {
  answered: async () => answer,
  answering: () => new Promise<Answer>(() => {}),
  declined: async () => declined,
};

/** The panel's content in each state: the local assistant answering with that outcome. */
const contents = Object.fromEntries(
  (Object.keys(asks) as State[]).map((state) => [
    state,
    ({ open }: Readonly<SlotProps['AssistantPanelContent']>) =>
      open ? <LocalAssistant ask={asks[state]} /> : null,
  ]),
) as Record<State, ComponentType<Readonly<SlotProps['AssistantPanelContent']>>>;

/** Opens the panel once mounted (as the navbar's "Ask AI" does). */
function OpenPanel({ open }: { open: boolean }) {
  const { setOpen } = useAssistantPanel();
  useEffect(() => setOpen(open), [open, setOpen]);
  return null;
}

/** The page with the assistant in the side panel (unframed here, so each state can be set). */
function SidePanel({ state, open }: { state: State; open: boolean }) {
  return (
    <SlotsProvider overrides={{ AssistantPanelContent: contents[state] }}>
      <OpenPanel open={open} />
      <Layout>
        <div className="sk-container sk-markdown">
          <h1>Animating with springs</h1>
          <p>The page the reader was on when they asked.</p>
        </div>
      </Layout>
    </SlotsProvider>
  );
}

async function ask(canvasElement: HTMLElement, question: string) {
  const panel = within(await within(canvasElement).findByRole('complementary', { name: 'Ask AI' }));
  await userEvent.type(panel.getByRole('textbox', { name: 'Your question' }), question);
  await userEvent.keyboard('{Enter}');
  return panel;
}

/**
 * The assistant in the theme's side panel, beside the page (over it on phones): closed, open,
 * answering, answered, declined. On the site the panel frames the assistant page
 * (see PanelContent); the states are the same.
 */
const meta = {
  title: 'SidePanel',
  component: SidePanel,
  args: { state: 'answered', open: true },
  parameters: {
    design: {
      slot: 'AssistantPanelContent',
      do: ['Keep the page usable beside the open panel on wide screens.'],
    },
  },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the navbar's "Ask AI" opens it (keyboard: Enter on the toggle). */
export const Closed: Story = {
  args: { open: false },
  tags: ['desktop-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Ask AI' })).toBeNull();
  },
};

/** Open, before the first question. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('complementary', { name: 'Ask AI' });
  },
};

/** A question being answered. */
export const Answering: Story = {
  args: { state: 'answering' },
  play: async ({ canvasElement }) => {
    const panel = await ask(canvasElement, 'How do I make a spring settle faster?');
    await panel.findByText(/Searching the documentation/);
  },
};

/** A question answered from the docs, with its link and code. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const panel = await ask(canvasElement, 'How do I make a spring settle faster?');
    await panel.findByText(/Raising damping/);
  },
};

/** A question the docs do not cover: the assistant declines and offers the closest pages. */
export const Declined: Story = {
  args: { state: 'declined' },
  play: async ({ canvasElement }) => {
    const panel = await ask(canvasElement, 'What will the weather be tomorrow?');
    await waitFor(() => expect(panel.getByText(/does not seem to cover/)).toBeVisible());
  },
};
