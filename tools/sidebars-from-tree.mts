/**
 * Writes content/sidebars.ts from the reference sidebars (../shared/spec/sidebars-tree.md),
 * keeping the docs that exist: run it after a docs wave adds pages
 * (`node --conditions=@sitekit/source --import tsx tools/sidebars-from-tree.mts`).
 * Categories keep the tree's order, labels, index pages and classes; a category with no
 * written page and no index page is left out, so none expands to nothing.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocs } from '../apps/site/build/content/docs.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tree = readFileSync(join(root, '../shared/spec/sidebars-tree.md'), 'utf8');
// `--skip-wave 2-rendering` leaves out the pages of a wave still being written.
const skipWave = process.argv.includes('--skip-wave')
  ? process.argv[process.argv.indexOf('--skip-wave') + 1]
  : undefined;
const skipped = new Set(
  skipWave
    ? readFileSync(join(root, `../shared/spec/docs-waves/${skipWave}.txt`), 'utf8')
        .split('\n')
        .map((l) => l.split('\t')[0]!.replace(/(.)\/$/, '$1'))
    : [],
);
const docs = await loadDocs(join(root, 'content/docs'), '/docs');
// Pages of that wave already committed before it (its category index pages) stay.
const tracked = new Set(
  execSync('git ls-files content/docs', { cwd: root })
    .toString()
    .split('\n')
    .map((f) => join(root, f)),
);
const written = docs.filter((d) => !skipped.has(d.path) || tracked.has(d.file));
const ids = new Set(written.map((d) => d.id));
const paths = new Set(written.map((d) => d.path));
const placed = new Set<string>();

/** Deliberate departures from the tree, each with its reason. */
const hrefFixes: Record<string, string> = {
  // The tree's "GitHub Issues" item points at Discord (marked "sic" there); readers want the issues.
  'GitHub Issues': 'https://github.com/remotion-dev/remotion/issues',
};

type Item =
  | string
  | { type: 'html'; value: string }
  | { type: 'link'; label: string; href: string; className?: string }
  | {
      type: 'category';
      label: string;
      link?: { type: 'doc'; id: string };
      items: Item[];
      className?: string;
      collapsed?: boolean;
    };

interface Node {
  line: string;
  children: Node[];
}

function parseSidebar(lines: string[]): Node[] {
  const rootNode: Node = { line: '', children: [] };
  const stack: { indent: number; node: Node }[] = [{ indent: -1, node: rootNode }];
  for (const raw of lines) {
    const m = /^(\s*)- (.*)$/.exec(raw);
    if (!m) continue;
    const indent = m[1]!.length;
    const node = { line: m[2]!.trim(), children: [] };
    while (stack.at(-1)!.indent >= indent) stack.pop();
    stack.at(-1)!.node.children.push(node);
    stack.push({ indent, node });
  }
  return rootNode.children;
}

function toItems(nodes: Node[]): Item[] {
  const items: Item[] = [];
  for (const { line, children } of nodes) {
    const pro = /\(pro\)/.test(line);
    const clean = line.replace(/\s*\(pro\)/, '').replace(/\s+\(sic:.*\)$/, '');
    if (clean === '[hr]') items.push({ type: 'html', value: '<hr>' });
    else if (clean.startsWith('[link] ')) {
      const [, label = '', href = ''] = /^\[link\] (?:"([^"]+)"|(.+?)) -> (\S+)/.exec(clean)
        ? (() => {
            const mm = /^\[link\] (?:"([^"]+)"|(.+?)) -> (\S+)/.exec(clean)!;
            return [null, mm[1] ?? mm[2]!, mm[3]!];
          })()
        : [];
      // A link to a docs page not written yet would be a dead end.
      if (href.startsWith('/docs') && !paths.has(href.replace(/(.)\/$/, '$1'))) continue;
      items.push({
        type: 'link',
        label,
        href: hrefFixes[label] ?? href,
        ...(pro ? { className: 'pro-item' } : {}),
      });
    } else if (clean.startsWith('[cat] ')) {
      const mm = /^\[cat\] (.+?)(?: \(link: ([\w./-]+)\))?(?: collapsed:(true|false))?$/.exec(
        clean,
      );
      if (!mm) throw new Error(`Cannot read category line: ${line}`);
      const [, label = '', link, collapsed] = mm;
      const sub = toItems(children);
      const hasLink = link !== undefined && ids.has(link);
      if (hasLink) placed.add(link);
      if (!hasLink && sub.filter((i) => typeof i !== 'object' || i.type !== 'link').length === 0)
        continue;
      items.push({
        type: 'category',
        label,
        ...(hasLink ? { link: { type: 'doc' as const, id: link } } : {}),
        items: sub,
        ...(pro ? { className: 'pro-item' } : {}),
        ...(collapsed === 'false' ? { collapsed: false } : {}),
      });
    } else if (ids.has(clean)) {
      items.push(clean);
      placed.add(clean);
    }
  }
  return items;
}

const sidebars: Record<string, Item[]> = {};
const sections = tree.split(/^## /m).slice(1);
for (const section of sections) {
  const name = /^(\w+Sidebar)\b/.exec(section)?.[1];
  if (!name) continue;
  sidebars[name] = toItems(parseSidebar(section.split('\n').slice(1)));
}

const body = JSON.stringify(sidebars, null, 2)
  .replace(/"(\w+)":/g, '$1:')
  .replace(/"/g, "'");
writeFileSync(
  join(root, 'content/sidebars.ts'),
  `import type { SidebarsConfigInput } from '@sitekit/content-model';

/**
 * The docs sidebars, in the reference site's order (../shared/spec/sidebars-tree.md), with the
 * pages written so far. Generated by tools/sidebars-from-tree.mts; run it again when pages join.
 */
const sidebars: SidebarsConfigInput = ${body};

export default sidebars;
`,
);
console.log(
  `content/sidebars.ts: ${placed.size} docs placed; written pages in no sidebar: ${
    [...ids].filter((id) => !placed.has(id)).join(', ') || 'none'
  }`,
);
