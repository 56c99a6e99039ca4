import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeProvider } from '../../stories/fake-provider.js';
import { SearchModal } from './index.js';

const body = () => within(document.body);

/**
 * The search modal: DocSearch's modal over any {@link SearchProvider} (the local index or a
 * hosted service), with "See all results" leading to the search page. It opens on the search
 * button, Ctrl/⌘+K or '/', and closes on Escape or Cancel. These stories use a made-up
 * provider; delays and failures are simulated.
 */
const meta = {
  title: 'SearchModal',
  component: SearchModal,
  args: { provider: fakeProvider(), navigate: fn(), onClose: fn(), initialQuery: 'spline' },
  argTypes: { provider: { control: false } },
  parameters: {
    design: {
      usage: "Opened by <SearchButton> (import { SearchButton } from '@sitekit/search/react').",
      config: ['search (provider: local index or Algolia)'],
      do: [
        'Say "Searching…" until the provider has answered: "No results" before that would lie.',
        'Group hits by section (the page they are on), the best first.',
      ],
      dont: [
        'Don’t load the modal’s code before the reader shows intent (hover, focus, shortcut).',
      ],
    },
  },
} satisfies Meta<typeof SearchModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with nothing typed: the start screen. */
export const Idle: Story = { args: { initialQuery: '' } };

/** The provider has not answered yet (the index is still downloading). */
export const Loading: Story = {
  args: { provider: fakeProvider({ hang: true }) },
  play: async () => {
    await body().findByText('Searching…');
  },
};

/** Hits grouped by page, the words found highlighted, "See all results" below. */
export const Results: Story = {
  play: async () => {
    await body().findByText(/See all \d+ results/);
  },
};

/** Many hits for one query: the list scrolls inside the modal. */
export const ManyResults: Story = {
  args: { provider: fakeProvider({ copies: 6 }) },
  play: async () => {
    await body().findByText(/See all \d+ results/);
  },
};

/** A hit whose page title and heading are long enough to wrap. */
export const LongTitles: Story = {
  args: { initialQuery: 'timed out' },
  play: async () => {
    await body().findByText(/See all 1 results|See all \d+ results/);
  },
};

/** Nothing found: the query, suggestions to try, and the report link when configured. */
export const NoResults: Story = {
  args: {
    initialQuery: 'qwertyuiop',
    getMissingResultsUrl: ({ query }) => `https://github.com/example/issues/new?title=${query}`,
  },
  play: async () => {
    await body().findByText(/No results for/);
  },
};

/** The provider failed (offline, index missing). */
export const Failed: Story = {
  args: { provider: fakeProvider({ fail: true }) },
  play: async () => {
    await body().findByText('Unable to fetch results');
  },
};

/** Keyboard: arrows move through the hits, Enter goes to the selected one; Escape closes. */
export const KeyboardPaths: Story = {
  play: async ({ args }) => {
    const input = await body().findByRole('searchbox');
    await body().findByText(/See all \d+ results/);
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/docs\//)),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
