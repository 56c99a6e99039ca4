import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launch, openPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Markdown outside its code blocks (code is kept exactly as the page shows it). */
const prose = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

const get = async (path: string) => {
  const response = await fetch(baseUrl() + path);
  return { response, text: await response.text() };
};

it('serves a Markdown twin of a docs page: title, description, code as written, absolute links', async () => {
  const { response, text } = await get('/docs/interpolate.md');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(text).toMatch(/^# interpolate\(\)\n\nMaps a number from one range to another/);
  expect(text).toContain('```ts\n');
  expect(prose(text)).not.toMatch(/^import |<Tabs|:::/m);
  expect(text).toContain('](https://www.remotion.dev/docs/');
});

it('renders the cloud facts into the twins, with no holes in the sentences', async () => {
  const { text } = await get('/docs/lambda/region-selection.md');
  expect(text).toMatch(/Release 4\.0\.\d+ supports \d+ regions\./);
  expect(prose(text)).not.toMatch(/\S {2,}\S| [.,]/);
});

it('lists every docs page in /llms.txt by sidebar category, linking the twins, and all of them in /llms-full.txt', async () => {
  const { text: llms } = await get('/llms.txt');
  expect(llms).toMatch(/^# .+\n\n> .+\n/);
  expect(llms).toContain('- [interpolate()](https://www.remotion.dev/docs/interpolate.md): ');
  expect(llms).toMatch(/^## Lambda$/m);
  const { text: full } = await get('/llms-full.txt');
  expect(full).toContain('Source: https://www.remotion.dev/docs/interpolate\n\n# interpolate()');
});

it('copies a docs page as Markdown from its header', async () => {
  const { page, context } = await openPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await page.goto(`${baseUrl()}/docs/interpolate`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await page.getByText('Copied the page as Markdown.').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe((await get('/docs/interpolate.md')).text);
  await context.close();
});
