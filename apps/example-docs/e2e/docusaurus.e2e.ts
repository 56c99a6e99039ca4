/**
 * Pages written the way a Docusaurus 3 site writes them build and read correctly: the
 * example site's "Deploying" and "Typed jobs" guides use `@theme/Tabs`, `{#custom-id}`
 * headings, HTML comments, titled and nested admonitions, magic comments, `<details>`,
 * relative Markdown links and images, a body `# H1`, `hide_table_of_contents` and twoslash.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const article = (page: Page) => page.locator('.sk-doc__article');

describe('a page written for Docusaurus', () => {
  it('shows one h1 from its body, custom heading ids in the TOC, and no HTML comment', async () => {
    const { page, context, problems } = await openPage(browser);
    await visit(page, '/docs/guides/deploying');
    expect(await page.locator('h1').allTextContents()).toEqual(['Deploying workers']);
    expect(await page.title()).toMatch(/^Deploying workers/);
    expect(
      await article(page)
        .locator('h2')
        .evaluateAll((hs) => hs.map((h) => h.id)),
    ).toEqual(['install', 'start']);
    const toc = page.locator('.sk-doc__toc .sk-toc a');
    expect(await toc.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '#install',
      '#start',
    ]);
    expect(await article(page).textContent()).not.toContain('Docusaurus syntax on purpose');
    expect(await article(page).textContent()).not.toContain('{#');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('labels tabs from `values`, opens the default one, and keeps the choice in the URL', async () => {
    const { page, context } = await openPage(browser);
    await visit(page, '/docs/guides/deploying');
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['npm', 'pnpm', 'Yarn']);
    const selected = page.locator('[role="tab"][aria-selected="true"]');
    expect(await selected.textContent()).toBe('pnpm');
    expect(await page.getByRole('tabpanel').textContent()).toBe(
      'Run pnpm add --global @tidepool/cli.',
    );
    await page.getByRole('tab', { name: 'npm', exact: true }).click();
    await expect.poll(() => selected.textContent()).toBe('npm');
    expect(new URL(page.url()).searchParams.get('package-manager')).toBe('npm');
    // Arrow keys move between tabs (WAI-ARIA tabs).
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected.textContent()).toBe('pnpm');
    await context.close();
  });

  it('renders admonitions with their titles and nesting, details, and highlighted, numbered code', async () => {
    const { page, context } = await openPage(browser);
    await visit(page, '/docs/guides/deploying');
    const tip = article(page).locator('.sk-admonition--tip');
    expect(await tip.locator('.sk-admonition__title').textContent()).toBe('Before you start');
    const note = article(page).locator('.sk-admonition--note');
    expect(await note.locator('> .sk-admonition__title').textContent()).toBe('Stopping cleanly');
    expect(await note.locator('.sk-admonition--caution .sk-admonition__title').textContent()).toBe(
      'Caution',
    );
    const details = article(page).locator('details.sk-details');
    expect(await details.locator('summary').textContent()).toBe(
      'Why not run the handlers in the web server?',
    );
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await details.locator('summary').click();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const code = article(page).locator('figure.sk-code').first();
    expect(await code.locator('.sk-code__title').textContent()).toBe('src/worker.ts');
    expect(await code.locator('pre').getAttribute('class')).toContain('sk-line-numbers');
    expect(await code.locator('.sk-line-highlight').allTextContents()).toEqual([
      'const worker = emails.work(sendWelcomeEmail, { concurrency: 4 });',
      '  await worker.stop({ drain: true });',
      '  process.exit(0);',
    ]);
    expect(await code.locator('pre').textContent()).not.toContain('highlight-');
    await context.close();
  });

  it('resolves links to Markdown files and relative images, with the image’s size', async () => {
    const { page, context } = await openPage(browser);
    await visit(page, '/docs/guides/deploying');
    const hrefs = await article(page)
      .locator('.sk-markdown a:not(.sk-heading-anchor)')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/docs/guides/concurrency', '/docs/guides/retries#failed-jobs']);
    const image = article(page).locator(
      'img[alt="A queue feeds a worker, which writes to the store"]',
    );
    expect(await image.getAttribute('width')).toBe('480');
    expect(await image.getAttribute('height')).toBe('120');
    expect(await image.getAttribute('src')).toMatch(/^(\/assets\/worker-flow-[\w-]+\.svg|data:)/);
    await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(480);
    await page.locator('a[href="/docs/guides/retries#failed-jobs"]').click();
    await page.waitForURL(`${baseUrl()}/docs/guides/retries#failed-jobs`);
    await context.close();
  });
});

describe('type-checked samples (twoslash)', () => {
  it('shows a name’s type on keyboard focus and on hover, and hides it on Escape', async () => {
    const { page, context, problems } = await openPage(browser);
    await visit(page, '/docs/guides/typed-jobs');
    // hide_table_of_contents: no TOC at all.
    expect(await page.locator('.sk-toc').count()).toBe(0);
    const tooltipOf = async () => {
      const id = await page.evaluate(() =>
        document.activeElement?.getAttribute('aria-describedby'),
      );
      return id ? page.locator(`[id="${id}"]`) : null;
    };
    // Keyboard: Tab into the sample, to its first name.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const onToken = await page.evaluate(() =>
        document.activeElement?.classList.contains('sk-twoslash-token'),
      );
      if (onToken) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('to');
    const first = (await tooltipOf())!;
    await expect.poll(() => first.isVisible()).toBe(true);
    expect(await first.textContent()).toContain('string');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('name');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await tooltipOf())!.isVisible()).toBe(false);
    // Mouse: hover the result of push().
    const job = page.locator('.sk-twoslash-token', { hasText: /^job$/ }).first();
    await job.hover();
    const id = await job.getAttribute('aria-describedby');
    const popup = page.locator(`[id="${id}"]`);
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.textContent()).toContain('payload: WelcomeEmail');
    // The `^?` query and the expected error are written under their lines.
    const text = (await page.locator('.sk-markdown').textContent()) ?? '';
    expect(text).toContain("Type 'number' is not assignable to type 'string'.");
    expect(problems).toEqual([]);
    await context.close();
  });
});

it.each(['/docs/guides/deploying', '/docs/guides/typed-jobs'])(
  'axe finds no violations on %s',
  async (path) => {
    const { page, context } = await openPage(browser);
    await visit(page, path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await context.close();
  },
);
