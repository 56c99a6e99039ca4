import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SidebarItem } from '@sitekit/content-model';
import { markdownPathOf } from '@sitekit/theme/head';
import type { ContentGraph } from '../content/graph.js';
import { absoluteUrl } from '../html.js';
import { keepOnly } from '../incremental/hash.js';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection } from './llms-txt.js';
import { markdownOf, type ComponentMarkdown } from './markdown.js';
import { plainWriter, type OutputWriter } from '../shared-output.js';

/**
 * Where each docs page goes in llms.txt: the order its sidebar lists it in, and its section
 * (the sidebar's top-level category, or the sidebar's navbar label for a top-level link).
 */
function placements(graph: ContentGraph): Map<string, { order: number; section: string }> {
  const placed = new Map<string, { order: number; section: string }>();
  const place = (href: string, section: string) => {
    if (!placed.has(href)) placed.set(href, { order: placed.size, section });
  };
  // Sidebars in the navbar's order (the main docs first), then any other.
  const navbarIndex = (name: string) => {
    const index = graph.config.navbar.items.findIndex(
      (item) => item.type === 'docSidebar' && item.sidebarId === name,
    );
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const sidebars = Object.entries(graph.sidebars).sort(
    ([a], [b]) => navbarIndex(a) - navbarIndex(b),
  );
  for (const [name, items] of sidebars) {
    const navbar = graph.config.navbar.items.find(
      (item) => item.type === 'docSidebar' && item.sidebarId === name,
    );
    const sidebarLabel = navbar && 'label' in navbar && navbar.label ? navbar.label : 'Docs';
    const visit = (list: SidebarItem[], section: string | undefined) => {
      for (const item of list) {
        if (item.type === 'link') place(item.href, section ?? sidebarLabel);
        if (item.type === 'category') {
          const inner = section ?? item.label;
          if (item.href) place(item.href, inner);
          visit(item.items, inner);
        }
      }
    };
    visit(items, undefined);
  }
  return placed;
}

/** A call of a site component while a page was converted: name, attributes, children, output. */
type ComponentCall = [string, Readonly<Record<string, string | true>>, string, string | null];

/**
 * A page's twin, from `cacheDir` when the same source and metadata were converted before by
 * the same converter (its own files are part of the key) with the same site components. A page
 * using one of `components` is kept with the calls its conversion made; it is reused only when
 * each call still returns what it returned then (what they render is data the key cannot see).
 */
export function twinCache(
  cacheDir: string | undefined,
  components: Readonly<Record<string, ComponentMarkdown>>,
) {
  const names = Object.keys(components).sort();
  let converter: Promise<string> | undefined;
  const converterHash = () =>
    (converter ??= (async () => {
      const dir = dirname(fileURLToPath(import.meta.url));
      const hash = createHash('sha256');
      // The converter's own files, and the MDX preprocessing it starts with.
      for (const file of ['preprocess.js', 'preprocess.ts'])
        hash.update(await readFile(join(dir, '../mdx', file)).catch(() => ''));
      for (const name of (await readdir(dir)).sort())
        if (/\.[jt]s$/.test(name) && !name.includes('.test.'))
          hash.update(await readFile(join(dir, name)));
      hash.update(JSON.stringify(names));
      return hash.digest('hex');
    })());
  const unchanged = (calls: ComponentCall[]) =>
    calls.every(([name, attributes, children, output]) => {
      const component = components[name];
      return component !== undefined && (component(attributes, children) ?? null) === output;
    });
  const used = new Set<string>();
  const twinOf = async (
    source: string,
    meta: Parameters<typeof markdownOf>[1],
    convert: (components: Readonly<Record<string, ComponentMarkdown>>) => string,
  ) => {
    if (!cacheDir) return convert(components);
    const key = createHash('sha256')
      .update(await converterHash())
      .update(JSON.stringify(meta))
      .update(source)
      .digest('hex');
    used.add(`${key}.json`);
    const file = join(cacheDir, `${key}.json`);
    const kept = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as { markdown: string; calls: ComponentCall[] })
      .catch(() => undefined); // none, or not one this code wrote: converted again
    if (kept && Array.isArray(kept.calls) && unchanged(kept.calls)) return kept.markdown;
    const calls: ComponentCall[] = [];
    const recording = Object.fromEntries(
      Object.entries(components).map(([name, component]): [string, ComponentMarkdown] => [
        name,
        (attributes, children) => {
          const output = component(attributes, children);
          calls.push([name, attributes, children, output ?? null]);
          return output;
        },
      ]),
    );
    const markdown = convert(recording);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, JSON.stringify({ markdown, calls }));
    return markdown;
  };
  /** Removes the kept twins no page of this build asked for. */
  const prune = async () => {
    if (cacheDir) await keepOnly(cacheDir, used);
  };
  return { twinOf, prune };
}

/**
 * Writes the Markdown twin of every docs page and post (`/docs/a` → `/docs/a.md`), `/llms.txt`
 * (the site's sections with one line per page, linking the twins) and `/llms-full.txt` (every
 * docs page's Markdown); unlisted pages get a twin but are in neither list. Components that
 * stand for content are rendered by `components`. With `cacheDir`, an unchanged page's twin
 * is read from there instead of converted again.
 */
export async function writeLlmsFiles(
  graph: ContentGraph,
  outDir: string,
  components: Record<string, ComponentMarkdown> = {},
  options: { cacheDir?: string; write?: OutputWriter } = {},
): Promise<{ pages: number }> {
  const write = options.write ?? plainWriter;
  const { config } = graph;
  const { twinOf, prune } = twinCache(options.cacheDir, components);
  const placed = placements(graph);
  const last = Number.MAX_SAFE_INTEGER;
  const twins = graph.routes
    .filter((r) => r.contentFile && (r.info.data.kind === 'doc' || r.info.data.kind === 'post'))
    .sort((a, b) => (placed.get(a.path)?.order ?? last) - (placed.get(b.path)?.order ?? last));
  // Unlisted pages keep their twin ("Copy page as Markdown" reads it) but are not listed.
  const routes = twins.filter((r) => !r.info.head.noIndex);
  const sections = new Map<string, LlmsPage[]>();
  const full: { url: string; markdown: string }[] = [];
  await Promise.all(
    twins.map(async (route) => {
      const url = absoluteUrl(config, route.path);
      const { title, description } = route.info.head;
      const source = await readFile(route.contentFile!, 'utf8');
      const meta = { title, url, ...(description ? { description } : {}) };
      const markdown = await twinOf(source, meta, (used) =>
        markdownOf(source, meta, { components: used }),
      );
      const file = join(outDir, markdownPathOf(route.path));
      await mkdir(dirname(file), { recursive: true });
      await write(file, markdown);
      if (route.info.data.kind === 'doc' && !route.info.head.noIndex) full.push({ url, markdown });
    }),
  );
  await prune();
  for (const route of routes) {
    const { title, description } = route.info.head;
    const { data } = route.info;
    const section =
      data.kind === 'post' ? data.collection.title : (placed.get(route.path)?.section ?? 'Docs');
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
  await write(join(outDir, 'llms.txt'), llmsTxt(site, list));
  await write(join(outDir, 'llms-full.txt'), llmsFullTxt(site, fullInOrder));
  return { pages: twins.length };
}
