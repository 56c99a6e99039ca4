import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeProvider } from '../../stories/fake-provider.js';
import type { QueryParamStore } from './query-param.js';
import { SearchPage } from './index.js';

/** A `?q=` that lives in memory (stories must not rewrite Storybook's own URL). */
const query = (q: string): QueryParamStore => ({ read: () => q, write: () => {} });

/**
 * The full search page (/search): a query box bound to `?q=`, results grouped by page with
 * highlighted excerpts, and "Load more". The modal's "See all results" leads here.
 */
const meta = {
  title: 'SearchPage',
  component: SearchPage,
  args: { provider: fakeProvider(), navigate: fn(), queryParam: query('spline'), pageSize: 20 },
  argTypes: { provider: { control: false }, queryParam: { control: false } },
  parameters: {
    design: {
      usage:
        "A site's /search page renders <SearchPage provider={…} /> from '@sitekit/search/react'.",
      do: ['Say how many results there are and for what query (announced politely).'],
      dont: ['Don’t paginate with page numbers: "Load more" keeps the reader’s place.'],
    },
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = { args: { queryParam: query('') } };

/** Waiting for the provider. */
export const Loading: Story = { args: { provider: fakeProvider({ hang: true }) } };

/** Many results, five at a time: "Load more" fetches the next five (keyboard: Enter on it). */
export const ManyResults: Story = {
  args: { provider: fakeProvider({ copies: 4 }), pageSize: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: /load more/i });
    const before = canvas.getAllByRole('link').length;
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('link').length).toBeGreaterThan(before));
  },
};

/** One result, with a title long enough to wrap. */
export const OneResult: Story = { args: { queryParam: query('timed out') } };

/** Nothing found. */
export const NoResults: Story = {
  args: {
    queryParam: query('qwertyuiop'),
    getMissingResultsUrl: ({ query: q }) => `https://github.com/example/issues/new?title=${q}`,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/No results/);
  },
};

/** The provider failed. */
export const Failed: Story = {
  args: { provider: fakeProvider({ fail: true }) },
};

/** Typing a query searches as you type. */
export const TypeAQuery: Story = {
  args: { queryParam: query('') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'rescale');
    await canvas.findAllByText(/rescale/i, { selector: 'mark' });
  },
};
