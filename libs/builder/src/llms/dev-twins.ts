import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { RouteInfo } from '@sitekit/content-model';
import { routeModuleFile } from '../codegen.js';
import { markdownOf, type ComponentMarkdown } from './markdown.js';

/**
 * The Markdown twin of a page during development, from its generated route module (which
 * names the MDX file and holds the route's title and description); undefined when the path
 * is no MDX page.
 */
export async function devMarkdownTwin(
  path: string,
  options: { generatedDir: string; origin: string; components: Record<string, ComponentMarkdown> },
): Promise<string | undefined> {
  const file = routeModuleFile(options.generatedDir, path);
  const module = await readFile(file, 'utf8').catch(() => undefined);
  const source = module && /export \{ default \} from "([^"]+\.mdx?)";/.exec(module)?.[1];
  const routeJson = module && /export const route: RouteInfo = (.*);$/m.exec(module)?.[1];
  if (!source || !routeJson) return undefined;
  const route = JSON.parse(routeJson) as RouteInfo;
  const { title, description } = route.head;
  return markdownOf(
    await readFile(resolve(dirname(file), source), 'utf8'),
    { title, url: options.origin + path, ...(description ? { description } : {}) },
    { components: options.components },
  );
}
