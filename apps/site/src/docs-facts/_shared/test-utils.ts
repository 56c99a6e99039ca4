import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { loadCloudFacts } from '../load';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The text a reader sees in server-rendered HTML: tags and React's markers dropped. */
export const textOf = (html: string): string =>
  html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!);

/** Renders like the prerenderer does: facts loaded first, then renderToString. */
export async function render(element: ReactElement): Promise<string> {
  await loadCloudFacts();
  return renderToString(element);
}

/** The inner HTML of each element matching `tag` (non-nested), in order. */
export const elements = (html: string, tag: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'gs'))].map((m) => m[1]!);
