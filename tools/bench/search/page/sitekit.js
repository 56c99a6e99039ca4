/** Harness page of our local search: nothing of it loads before the first search. */
import { exposeBench } from './measure.js';
import { createSitekitProvider } from './sitekit-provider.js';

let provider;
const search = async (query, limit) =>
  (await (provider ??= createSitekitProvider())).search(query, { limit });

exposeBench({
  async results(query, limit) {
    const { hits } = await search(query, limit);
    return hits.map((hit) => ({
      page: hit.url_without_anchor,
      url: hit.url,
      title: hit.hierarchy.lvl1,
      excerpt: hit._snippetResult.content?.value,
    }));
  },
  async pages(query, count) {
    // Hits are sections; a result list groups them by page.
    const { hits } = await search(query, 20);
    return [...new Set(hits.map((hit) => hit.url_without_anchor))].slice(0, count);
  },
});
