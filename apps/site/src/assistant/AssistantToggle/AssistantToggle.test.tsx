// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Layout } from '@sitekit/theme';
import { markBridgeReady } from '../HostedAssistant/bridge-ready';
import { hostedAssistant, renderInSite } from '../test-site';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
  delete (window as { vendorEmbed?: unknown }).vendorEmbed;
});

/** The page chrome with this site's navbar, whose assistant item is labelled "Ask AI". */
function renderLayout(assistant?: typeof hostedAssistant) {
  const site = renderInSite(<Layout>{null}</Layout>, assistant);
  unmount = site.unmount;
  const askAi = site.container.querySelector<HTMLButtonElement>('.sk-assistant-toggle')!;
  return { ...site, askAi };
}

it('with the local assistant, Ask AI toggles the side panel with the local frame', () => {
  const { container, askAi } = renderLayout();
  expect(askAi.textContent).toBe('Ask AI');
  expect(askAi.getAttribute('aria-controls')).toBe('sk-assistant-panel');
  act(() => askAi.click());
  expect(askAi.getAttribute('aria-expanded')).toBe('true');
  expect(container.querySelector('#sk-assistant-panel')).not.toBeNull();
});

it('with a hosted assistant, Ask AI waits for the bridge to listen before opening the panel', async () => {
  const toggleSidePanel = vi.fn();
  (window as { vendorEmbed?: unknown }).vendorEmbed = { toggleSidePanel };
  const { askAi } = renderLayout(hostedAssistant);
  act(() => askAi.click());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // The frame it opens says embed-ready at once: nobody would hear it yet.
  expect(toggleSidePanel).not.toHaveBeenCalled();
  expect(askAi.getAttribute('aria-busy')).toBe('true');
  await act(async () => markBridgeReady());
  expect(toggleSidePanel).toHaveBeenCalledOnce();
});

it("with a hosted assistant, Ask AI calls the script's open function and leaves the site's panel closed", async () => {
  const toggleSidePanel = vi.fn();
  (window as { vendorEmbed?: unknown }).vendorEmbed = { toggleSidePanel };
  const { container, askAi } = renderLayout(hostedAssistant);
  expect(askAi.textContent).toBe('Ask AI');
  expect(askAi.hasAttribute('aria-controls')).toBe(false);
  await act(async () => askAi.click());
  expect(toggleSidePanel).toHaveBeenCalledOnce();
  expect(container.querySelector('#sk-assistant-panel')).toBeNull();
  expect(askAi.hasAttribute('aria-busy')).toBe(false);
});

it('with a hosted assistant whose script is still loading, Ask AI is busy until it can open it', async () => {
  const { askAi } = renderLayout(hostedAssistant);
  act(() => askAi.click());
  expect(askAi.getAttribute('aria-busy')).toBe('true');
  const toggleSidePanel = vi.fn();
  (window as { vendorEmbed?: unknown }).vendorEmbed = { toggleSidePanel };
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  expect(toggleSidePanel).toHaveBeenCalledOnce();
  expect(askAi.hasAttribute('aria-busy')).toBe(false);
});
