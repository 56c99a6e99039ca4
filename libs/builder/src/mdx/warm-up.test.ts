import { EventEmitter } from 'node:events';
import { expect, it, vi } from 'vitest';
import { warmUpWhenIdle } from './warm-up.js';

type Middleware = (request: unknown, response: EventEmitter, next: () => void) => void;

/** A dev server as the plugin sees it: its middleware stack and its HTTP server. */
function fakeServer(plugin: ReturnType<typeof warmUpWhenIdle>) {
  const middlewares: Middleware[] = [];
  const server = {
    middlewares: { use: (m: Middleware) => middlewares.push(m) },
    httpServer: new EventEmitter(),
  };
  (plugin.configureServer as (s: unknown) => void)(server);
  /** Starts a request; returns the function that ends it. */
  const request = () => {
    const response = new EventEmitter();
    middlewares[0]!({}, response, () => {});
    return () => response.emit('close');
  };
  return { request, close: () => server.httpServer.emit('close') };
}

const site = { contentDir: '/site/content', twoslash: {} };

it('warms up once the server has been quiet for a while after its first requests, once', () => {
  vi.useFakeTimers();
  const warm = vi.fn(async () => {});
  const { request } = fakeServer(warmUpWhenIdle(site, { idleMs: 1000, fallbackMs: 10_000, warm }));
  const endPage = request();
  const endModule = request();
  endPage();
  vi.advanceTimersByTime(2000);
  expect(warm).not.toHaveBeenCalled(); // a request of the page is still loading
  endModule();
  vi.advanceTimersByTime(900);
  const endLate = request(); // another request within the quiet time starts it over
  vi.advanceTimersByTime(1500);
  expect(warm).not.toHaveBeenCalled();
  endLate();
  vi.advanceTimersByTime(1000);
  expect(warm).toHaveBeenCalledTimes(1);
  request()();
  vi.advanceTimersByTime(20_000);
  expect(warm).toHaveBeenCalledTimes(1);
  vi.useRealTimers();
});

it('warms up after a while when nobody opens a page, and not after the server closed', () => {
  vi.useFakeTimers();
  const warm = vi.fn(async () => {});
  fakeServer(warmUpWhenIdle(site, { fallbackMs: 10_000, warm }));
  vi.advanceTimersByTime(10_000);
  expect(warm).toHaveBeenCalledTimes(1);
  const closed = vi.fn(async () => {});
  fakeServer(warmUpWhenIdle(site, { fallbackMs: 10_000, warm: closed })).close();
  vi.advanceTimersByTime(10_000);
  expect(closed).not.toHaveBeenCalled();
  vi.useRealTimers();
});
