/* global window */
/**
 * The in-page half of the search bench, shared by both engines' harness pages: times a
 * search from the call to the first results' display data, and records the main thread's
 * longest task meanwhile. An engine is `{ results(query, limit) }` resolving with
 * `[{ page, url, title, excerpt }]`: everything a result list shows.
 */

const longTasks = [];
const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
observer.observe({ type: 'longtask', buffered: true });

/**
 * Starts a 0-ms timer chain; the function it returns stops it and gives the longest gap
 * between two ticks (a long task delays the next tick), a fallback when headless Chromium
 * reports no `longtask` entries. Nested timers are clamped to 4 ms, so the floor is ~4 ms.
 */
function heartbeat() {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return () => {
    running = false;
    tick();
    return longest;
  };
}

/** Exposes the measures to the bench (called with `page.evaluate`) as `window.bench`. */
export function exposeBench(engine) {
  window.bench = {
    /** The first search of a fresh page: time, longest main-thread task, results. */
    async cold(query, limit) {
      const started = performance.now();
      const stop = heartbeat();
      const results = await engine.results(query, limit);
      const ms = performance.now() - started;
      const heartbeatGap = stop();
      longTasks.push(...observer.takeRecords());
      const longTask = Math.max(
        0,
        ...longTasks.filter((t) => t.startTime + t.duration >= started).map((t) => t.duration),
      );
      return { ms, longTask, heartbeatGap, results };
    },
    /** One query end to end, in ms. */
    async time(query, limit) {
      const started = performance.now();
      await engine.results(query, limit);
      return performance.now() - started;
    },
    /** The first `count` distinct pages a query finds, best first. */
    async pages(query, count) {
      return engine.pages(query, count);
    },
  };
}
