/**
 * Harness page of Pagefind, used as a reader's page uses it: its own ESM runtime (which
 * runs the wasm in its Web Worker), a search, then `data()` of the results to show.
 */
import { exposeBench } from './measure.js';

let runtime;
const search = async (query, count) => {
  const pagefind = await (runtime ??= import('/pagefind/pagefind.js'));
  const { results } = await pagefind.search(query);
  return Promise.all(results.slice(0, count).map((result) => result.data()));
};

exposeBench({
  async results(query, limit) {
    return (await search(query, limit)).map((data) => ({
      page: data.url,
      url: data.sub_results?.[0]?.url ?? data.url,
      title: data.meta.title,
      excerpt: data.excerpt,
    }));
  },
  async pages(query, count) {
    // One result per page already.
    return (await search(query, count)).map((data) => data.url);
  },
});
