import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeProvider } from '../../stories/fake-provider.js';
import { SearchButton } from './index.js';

/**
 * The navbar search button. Click, Ctrl/⌘+K, '/' or typing on it opens the modal (typed
 * text starts the query); the modal's code loads on hover or focus. A site puts it in the
 * theme's `SearchButton` slot.
 */
const meta = {
  title: 'SearchButton',
  component: SearchButton,
  args: { provider: fakeProvider(), navigate: fn() },
  argTypes: { provider: { control: false }, loadModal: { control: false } },
  parameters: {
    design: {
      usage: "import { SearchButton } from '@sitekit/search/react'",
      slot: 'SearchButton',
      config: ['search'],
      do: ['Show the shortcut (Ctrl K / ⌘ K) on wide screens; the label hides below 600 px.'],
      dont: ['Don’t rename it to something other than a verb the reader expects ("Search").'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long label (a translation) at a phone width. */
export const LongLabel: Story = { args: { label: 'Rechercher dans la documentation' } };

/** Keyboard: Ctrl+K opens, typing searches, ↓ and Enter go to a hit; '/' reopens and Escape closes, focus back on the button. */
export const KeyboardPaths: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    button.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await page.findByRole('searchbox');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('spline');
    await page.findByText(/See all \d+ results/);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.navigate).toHaveBeenCalled());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('searchbox')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('/');
    await page.findByRole('searchbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('searchbox')).toBeNull());
  },
};
