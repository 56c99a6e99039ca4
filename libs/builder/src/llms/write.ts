import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SidebarItem } from '@sitekit/content-model';
import { markdownPathOf } from '@sitekit/theme/head';
import type { ContentGraph, RouteRecord } from '../content/graph.js';
import { absoluteUrl } from '../html.js';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection } from './llms-txt.js';
import { markdownOf, type ComponentMarkdown } from './markdown.js';

/** Docs pages in the order their sidebars list them; pages in no sidebar come last. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]>): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link' && !order.has(item.href)) order.set(item.href, order.size);
      if (item.type === 'category') {
        if (item.href && !order.has(item.href)) order.set(item.href, order.size);
        visit(item.items);
      }
    }
  };
  Object.values(sidebars).forEach(visit);
  return order;
}

/** The llms.txt section of a page: its top-level sidebar category, else the collection. */
function sectionOf(route: RouteRecord, docsTitle: string): string {
  const { data } = route.info;
  if (data.kind === 'doc') return data.crumbs[0]?.label ?? docsTitle;
  if (data.kind === 'post') return data.collection.title;
  return docsTitle;
}

/**
 * Writes the Markdown twin of every docs page and post (`/docs/a` → `/docs/a.md`), `/llms.txt`
 * (the site's sections with one line per page, linking the twins) and `/llms-full.txt` (every
 * docs page's Markdown). Components that stand for content are rendered by `components`.
 */
export async function writeLlmsFiles(
  graph: ContentGraph,
  outDir: string,
  components: Record<string, ComponentMarkdown> = {},
): Promise<{ pages: number }> {
  const { config } = graph;
  const order = sidebarOrder(graph.sidebars);
  const routes = graph.routes
    .filter(
      (r) =>
        r.contentFile &&
        (r.info.data.kind === 'doc' || r.info.data.kind === 'post') &&
        !r.info.head.noIndex,
    )
    .sort(
      (a, b) =>
        (order.get(a.path) ?? Number.MAX_SAFE_INTEGER) -
        (order.get(b.path) ?? Number.MAX_SAFE_INTEGER),
    );
  const sections = new Map<string, LlmsPage[]>();
  const full: { url: string; markdown: string }[] = [];
  await Promise.all(
    routes.map(async (route) => {
      const url = absoluteUrl(config, route.path);
      const { title, description } = route.info.head;
      const markdown = markdownOf(
        await readFile(route.contentFile!, 'utf8'),
        { title, url, ...(description ? { description } : {}) },
        { components },
      );
      const file = join(outDir, markdownPathOf(route.path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, markdown);
      if (route.info.data.kind === 'doc') full.push({ url, markdown });
    }),
  );
  const docsTitle = 'Docs';
  for (const route of routes) {
    const { title, description } = route.info.head;
    const section = sectionOf(route, docsTitle);
    if (!sections.has(section)) sections.set(section, []);
    sections.get(section)!.push({
      title,
      url: absoluteUrl(config, route.path),
      ...(description ? { description } : {}),
    });
  }
  const site = {
    title: config.title,
    url: absoluteUrl(config, '/'),
    ...(config.tagline ? { description: config.tagline } : {}),
  };
  const list: LlmsSection[] = [...sections].map(([title, pages]) => ({ title, pages }));
  const byUrl = new Map(full.map((p) => [p.url, p]));
  const fullInOrder = routes.flatMap((r) => byUrl.get(absoluteUrl(config, r.path)) ?? []);
  await writeFile(join(outDir, 'llms.txt'), llmsTxt(site, list));
  await writeFile(join(outDir, 'llms-full.txt'), llmsFullTxt(site, fullInOrder));
  return { pages: routes.length };
}
