import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Marked = Window & { __marker?: number };
const desktop = { viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const };
const themeOf = (target: Page | Frame) =>
  target.evaluate(() => document.documentElement.getAttribute('data-theme'));
const panelFrame = async (page: Page): Promise<Frame> => {
  const handle = await page.locator('#sk-assistant-panel iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('The assistant panel has no frame.');
  return frame;
};

describe('Ask AI side panel with the local docs assistant', () => {
  it('handshakes, follows the theme, answers with links that navigate the site client-side, and closes on Escape', async () => {
    const { page, problems, external, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as Marked).__marker = 42));

    const toggle = page.getByRole('button', { name: 'Ask AI', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#sk-assistant-panel iframe').getAttribute('src')).toBe('/ai-embed');
    expect(await page.locator('#sk-assistant-panel iframe').getAttribute('title')).toBe('Ask AI');
    const frame = await panelFrame(page);
    // The frame sent embed-ready; the host answered with its host (then the colour mode).
    await expect
      .poll(
        () => frame.evaluate(() => document.documentElement.getAttribute('data-assistant-host')),
        { timeout: 10_000 },
      )
      .toBe(new URL(baseUrl()).host);
    expect(await themeOf(frame)).toBe('light');
    // The page chrome is absent from the embedded page.
    expect(await frame.locator('.sk-navbar').count()).toBe(0);

    const colorToggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
    for (let i = 0; i < 3 && (await themeOf(page)) !== 'dark'; i++) await colorToggle.click();
    expect(await themeOf(page)).toBe('dark');
    await expect.poll(() => themeOf(frame)).toBe('dark');

    const index = await fetch(`${baseUrl()}/_sk/passages/index.json`);
    expect(index.status, 'the build must emit the passages the assistant answers from').toBe(200);
    await frame.getByLabel('Your question').fill('How do I animate a scale with spring()?');
    await frame.getByRole('button', { name: 'Ask' }).click();
    await frame.getByText('From the documentation:').waitFor();
    // The answer leads with whole sentences of the answering section, then its code.
    const quote = (await frame.locator('.site-ai__quote').first().textContent()) ?? '';
    expect(quote).toMatch(/[.!?:]$/);
    expect(quote.toLowerCase()).toContain('spring');
    expect(await frame.locator('.site-ai__code pre').count()).toBe(1);
    const links = frame.locator('.site-ai__source-link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    expect(await links.count()).toBeLessThanOrEqual(5);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => h.startsWith('/docs/spring'))).toBe(true);

    // A question the docs do not cover is declined, with a way to search.
    await frame.getByLabel('Your question').fill('What is the weather in Paris today?');
    await frame.getByRole('button', { name: 'Ask' }).click();
    await frame.getByText('The documentation does not seem to cover this question.').waitFor();
    expect(await frame.getByRole('link', { name: 'Search the documentation for it' }).count()).toBe(
      1,
    );

    const target = hrefs.find((h) => h.startsWith('/docs/spring'))!;
    await frame.locator(`.site-ai__source-link[href="${target}"]`).first().click();
    const path = target.split('#')[0]!;
    await page.waitForURL((url) => url.pathname === path);
    expect(await page.evaluate(() => (window as Marked).__marker)).toBe(42);
    expect(new URL(frame.url()).pathname).toBe('/ai-embed');
    expect(await page.locator('#sk-assistant-panel').isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#sk-assistant-panel').isHidden()).toBe(true);
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-assistant-toggle')),
    ).toBe(true);

    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('ignores link messages that do not come from the assistant frame', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/docs`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    const frame = await panelFrame(page);
    await expect
      .poll(() =>
        frame.evaluate(() => document.documentElement.getAttribute('data-assistant-host')),
      )
      .not.toBeNull();

    // Same origin, but the top window is not the frame's window.
    await page.evaluate(() =>
      window.postMessage(
        JSON.stringify({ type: 'internal-link-click', url: `${location.origin}/docs/spring` }),
        '*',
      ),
    );
    // Another origin (an opaque data: frame) posting to the top page.
    await page.evaluate((origin) => {
      const script = `parent.postMessage(JSON.stringify({type:'internal-link-click',url:'${origin}/docs/spring'}),'*')`;
      const other = document.createElement('iframe');
      other.src = `data:text/html,<script>${encodeURIComponent(script)}</script>`;
      document.body.append(other);
    }, baseUrl());
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/docs');
    await context.close();
  });
});

describe('/ai and /ai-embed', () => {
  it('shows the assistant inside the site layout on /ai, 560 px tall at most 70% of the viewport', async () => {
    const { page, problems, external, context } = await openPage(browser, {
      ...desktop,
      viewport: { width: 1280, height: 1200 },
    });
    await page.goto(`${baseUrl()}/ai`);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Ask AI about the docs');
    expect(await page.locator('.sk-navbar').count()).toBe(1);
    const box = await page.locator('.site-ai-page__frame').boundingBox();
    expect(box?.height).toBe(560);
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('answers a parent Cmd+I or Escape keydown with cmd-i, and focuses its input on a focus message', async () => {
    const { page, context } = await openPage(browser, desktop);
    await page.goto(`${baseUrl()}/ai`);
    await waitForHydration(page);
    const handle = await page.locator('.site-ai-page__frame').elementHandle();
    const frame = (await handle!.contentFrame())!;
    await expect
      .poll(() =>
        frame.evaluate(() => document.documentElement.getAttribute('data-assistant-host')),
      )
      .not.toBeNull();
    const replies = await page.evaluate(async () => {
      const got: unknown[] = [];
      window.addEventListener('message', (e) => got.push(e.data));
      const target =
        document.querySelector<HTMLIFrameElement>('.site-ai-page__frame')!.contentWindow!;
      target.postMessage(
        JSON.stringify({ type: 'keydown', data: { key: 'i', metaKey: true } }),
        '*',
      );
      target.postMessage({ type: 'keydown', data: { key: 'Escape', metaKey: false } }, '*');
      target.postMessage({ type: 'keydown', data: { key: 'k', metaKey: true } }, '*');
      target.postMessage({ type: 'focus' }, '*');
      await new Promise((r) => setTimeout(r, 300));
      return got;
    });
    expect(replies).toEqual([{ type: 'cmd-i' }, { type: 'cmd-i' }]);
    expect(await frame.evaluate(() => document.activeElement?.id)).toBe('site-ai-question');
    await context.close();
  });

  it('renders /ai-embed without the site chrome', async () => {
    const html = await (await fetch(`${baseUrl()}/ai-embed`)).text();
    expect(html).toContain('<title>Ask AI');
    expect(html).not.toContain('sk-navbar');
    expect(html).toContain('site-ai__input');
  });
});
