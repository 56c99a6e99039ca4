import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

/** Splits a file into its YAML frontmatter (parsed) and body. */
export function splitFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data = (parse(match[1]!) ?? {}) as Record<string, unknown>;
  return { data, body: source.slice(match[0].length) };
}

export async function readMdx(file: string) {
  const source = await readFile(file, 'utf8');
  return { source, ...splitFrontmatter(source) };
}
