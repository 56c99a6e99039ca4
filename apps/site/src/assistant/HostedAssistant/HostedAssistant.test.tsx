// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { HostedAssistantHost } from '../../app/hosted-assistant';
import { hostedAssistant, inSite, renderInSite } from '../test-site';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
});

const vendorOrigin = new URL(hostedAssistant.scriptUrl).origin;

/** What the hosted script does when its panel first opens: a frame from its own origin. */
function vendorFrame(src = `${vendorOrigin}/widget`) {
  const frame = document.createElement('iframe');
  frame.src = src;
  document.body.append(frame);
  const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
  const send = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: new URL(src).origin,
        source: frame.contentWindow,
      }),
    );
  return { post, send };
}

/** Lets React work (lazy loads, effects, navigations) inside act until `check` holds. */
async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

/** Mounts the host as the app does, and waits for its lazily loaded bridge to answer. */
async function mountHosted() {
  const site = renderInSite(<HostedAssistantHost />, hostedAssistant);
  unmount = site.unmount;
  const probe = vendorFrame();
  await eventually(() => {
    probe.send('{"type":"embed-ready"}');
    return probe.post.mock.calls.length > 0;
  });
  document.body.querySelector('iframe')!.remove();
  return site;
}

it('prerenders nothing: the bridge exists only in the browser', () => {
  expect(renderToString(inSite(<HostedAssistantHost />, hostedAssistant).element)).toBe('');
});

it("answers the hosted frame's embed-ready with the host then the colour mode, and follows its links client-side", async () => {
  const { router } = await mountHosted();
  // The vendor opens its panel later (the Ask AI button or its own shortcut).
  const { post, send } = vendorFrame();
  send(JSON.stringify({ type: 'embed-ready', widgetConfig: {} }));
  expect(post.mock.calls).toEqual([
    [JSON.stringify({ type: 'internal-link-host', host: location.host }), vendorOrigin],
    ['light-mode', vendorOrigin],
  ]);

  post.mockClear();
  await act(async () => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(post.mock.calls).toEqual([['dark-mode', vendorOrigin]]);

  send(JSON.stringify({ type: 'internal-link-click', url: `${location.origin}/docs/spring#x` }));
  await eventually(() => router.getState().location.pathname === '/docs/spring');
  expect(router.getState().location.hash).toBe('#x');
});

it('ignores frames from any other origin', async () => {
  const { router } = await mountHosted();
  const { post, send } = vendorFrame('https://elsewhere.example/widget');
  send('{"type":"embed-ready"}');
  send(JSON.stringify({ type: 'internal-link-click', url: `${location.origin}/docs/spring` }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(post).not.toHaveBeenCalled();
  expect(router.getState().location.pathname).toBe('/docs');
});

it('loads no bridge with the local assistant', async () => {
  unmount = renderInSite(<HostedAssistantHost />).unmount;
  const { post, send } = vendorFrame();
  send('{"type":"embed-ready"}');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(post).not.toHaveBeenCalled();
});
