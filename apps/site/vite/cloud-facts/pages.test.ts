/**
 * The Lambda and Cloud Run pages take region lists, IAM policies, permissions and limits from
 * the pinned packages through the docs-facts components. This guard fails when a page types
 * such a list by hand again, or uses a facts component with a name or option it lacks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsFacts } from '../../src/docs-facts/index.js';
import { cloudRunValues } from '../../src/docs-facts/CloudRunFact/values.js';
import { lambdaValues } from '../../src/docs-facts/LambdaFact/values.js';
import {
  lambdaRegionColumns,
  lambdaRegionSelections,
} from '../../src/docs-facts/LambdaRegions/index.js';
import { readCloudFacts } from './index.js';
import { contentDir } from '../paths.js';

const facts = await readCloudFacts();
const docs = join(contentDir, 'docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? mdxFiles(join(dir, e.name))
      : e.name.endsWith('.mdx')
        ? [join(dir, e.name)]
        : [],
  );
}
const pages = ['lambda', 'cloudrun'].flatMap((d) => mdxFiles(join(docs, d)));
const sourceOf = new Map(pages.map((p) => [relative(docs, p), readFileSync(p, 'utf8')]));

/** A unit of a page a reader sees as one thing: a fence, a table, a JSX block or a paragraph. */
interface Block {
  kind: 'fence' | 'table' | 'jsx' | 'text';
  text: string;
  line: number;
}

/** Splits MDX into blocks; a facts component's JSX block (with its notes) is one block. */
function blocksOf(source: string): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const start = i;
    const take = (end: number, kind: Block['kind']) => {
      blocks.push({ kind, text: lines.slice(start, end + 1).join('\n'), line: start + 1 });
      i = end;
    };
    const fence = /^\s*(```|~~~)/.exec(line);
    // A component's block opens with its tag alone on a line (not self-closing).
    const jsx = /^<([A-Z]\w*)\b[^>]*(?<!\/)>\s*$/.exec(line);
    if (fence) {
      let end = i + 1;
      while (end < lines.length && !lines[end]!.trim().startsWith(fence[1]!)) end++;
      take(end, 'fence');
    } else if (jsx) {
      let end = i + 1;
      while (end < lines.length && !lines[end]!.startsWith(`</${jsx[1]}>`)) end++;
      take(end, 'jsx');
    } else {
      const table = line.trimStart().startsWith('|');
      let end = i;
      while (
        end + 1 < lines.length &&
        lines[end + 1]!.trim() &&
        lines[end + 1]!.trimStart().startsWith('|') === table &&
        !/^\s*(```|~~~)/.test(lines[end + 1]!)
      )
        end++;
      take(end, table ? 'table' : 'text');
    }
  }
  return blocks;
}

const awsRegion = /\b(?:us|eu|ap|ca|sa|af|me|il|mx)-(?:gov-)?[a-z]+-\d\b/g;
const gcpRegion = /\b(?:asia|australia|europe|me|northamerica|southamerica|us|africa)-[a-z]+\d+\b/g;
const distinct = (text: string, pattern: RegExp) => [...new Set(text.match(pattern) ?? [])];

/** Pages that may list regions by hand, each with its reason. */
const handTypedRegionLists: Record<string, string> = {
  // The history of an older release's region list, not the pinned package's.
  'lambda/changelog.mdx': 'the region list of an older release',
};

const permissionNames = new Set(facts.cloudrun.permissions.map((p) => p.name));
const pageBlocks = [...sourceOf].flatMap(([page, source]) =>
  blocksOf(source).map((block) => ({ page, ...block })),
);
const where = (b: { page: string; line: number }) => `${b.page}:${b.line}`;

describe('the block splitter', () => {
  it('keeps fences, tables, facts components and paragraphs apart', () => {
    const source = [
      'Text `us-east-1`',
      'more text',
      '',
      '| a |',
      '| - |',
      '```json',
      '{}',
      '```',
      '<LambdaPolicyStatements kind="user">',
      '  <FactNote name="A">x</FactNote>',
      '</LambdaPolicyStatements>',
      '<LambdaRegions />',
    ].join('\n');
    expect(blocksOf(source).map((b) => [b.kind, b.line])).toEqual([
      ['text', 1],
      ['table', 4],
      ['fence', 6],
      ['jsx', 9],
      ['text', 12],
    ]);
  });
});

type PageBlock = Block & { page: string };
const sidTable = (b: PageBlock) =>
  b.kind === 'table' && /^\|\s*`?(Sid|Statement)`?\s*\|/.test(b.text);
const policies = Object.entries(facts.lambda.policies).map(([kind, p]) => ({
  kind,
  actions: [...new Set(p.statements.flatMap((s) => s.actions))],
  sids: p.statements.map((s) => s.sid),
}));

/** What each rule finds in a set of blocks; an empty list passes. */
const rules: Record<string, (blocks: PageBlock[]) => string[]> = {
  'type no list of four or more region ids outside the components': (blocks) =>
    blocks
      .filter((b) => b.kind !== 'jsx' && !(b.page in handTypedRegionLists))
      .map((b) => ({ b, ids: [...distinct(b.text, awsRegion), ...distinct(b.text, gcpRegion)] }))
      .filter(({ ids }) => ids.length >= 4)
      .map(({ b, ids }) => `${where(b)} lists ${ids.join(' ')}`),
  // A hand-written, narrower policy (a backend that only starts renders) is fine; a block
  // with half the actions of a generated policy or more is a copy of it.
  'copy no IAM policy of the package into a code block': (blocks) =>
    blocks
      .filter((b) => b.kind === 'fence' && /"?Action"?\s*:/.test(b.text))
      .flatMap((b) =>
        policies
          .filter((p) => p.actions.filter((a) => b.text.includes(a)).length * 2 >= p.actions.length)
          .map((p) => `${where(b)} copies the ${p.kind} policy`),
      ),
  'write no table of policy statements with their actions by hand': (blocks) =>
    blocks
      .filter((b) => sidTable(b) && /\|\s*Actions?\s*\|/.test(b.text.split('\n')[0]!))
      .map((b) => `${where(b)} lists statements with actions`),
  'name only statements the policies have in Sid tables': (blocks) =>
    blocks.filter(sidTable).flatMap((b) =>
      b.text
        .split('\n')
        .slice(2)
        .map((row) => /^\|\s*`([^`]+)`/.exec(row)?.[1])
        .filter(
          (sid): sid is string => sid !== undefined && !policies.some((p) => p.sids.includes(sid)),
        )
        .map((sid) => `${where(b)} names no statement: ${sid}`),
    ),
  'list four or more Cloud Run permissions only through <CloudRunPermissions>': (blocks) =>
    blocks
      .filter((b) => b.kind !== 'jsx')
      .map((b) => ({ b, names: [...permissionNames].filter((n) => b.text.includes(n)) }))
      .filter(({ names }) => names.length >= 4)
      .map(({ b, names }) => `${where(b)} lists ${names.join(' ')}`),
};

describe('Lambda and Cloud Run pages take their facts from the packages', () => {
  it.each(Object.entries(rules))('%s', (_, rule) => {
    expect(rule(pageBlocks)).toEqual([]);
  });
});

describe('the rules catch what they are for', () => {
  const page = (source: string) => blocksOf(source).map((b) => ({ page: 'lambda/x.mdx', ...b }));
  const table = (header: string, rows: string[]) =>
    [header, '| --- | --- |', ...rows.map((r) => `| \`${r}\` | x |`)].join('\n');
  const bad: Record<string, string> = {
    'type no list of four or more region ids outside the components': table(
      '| Region | Enabled |',
      facts.lambda.regions.slice(0, 4).map((r) => r.id),
    ),
    'copy no IAM policy of the package into a code block': `\`\`\`json\n${facts.lambda.policies.role.json}\n\`\`\``,
    'write no table of policy statements with their actions by hand':
      '| Sid | Actions |\n| --- | --- |\n| `0` | `s3:ListAllMyBuckets` |',
    'name only statements the policies have in Sid tables': table('| Statement | Lets you |', [
      'Invented',
    ]),
    'list four or more Cloud Run permissions only through <CloudRunPermissions>': table(
      '| Permission | Why |',
      facts.cloudrun.permissions.slice(0, 4).map((p) => p.name),
    ),
  };

  it.each(Object.entries(rules))('%s: fails a page that breaks it', (name, rule) => {
    expect(rule(page(bad[name]!))).not.toEqual([]);
  });

  it('lets region ids through inside a facts component and a narrower policy', () => {
    const fine = [
      '<CloudRunPermissions>',
      ...facts.cloudrun.permissions.map((p) => `  <FactNote name="${p.name}">x</FactNote>`),
      '</CloudRunPermissions>',
      '',
      '```yaml',
      'Action:',
      '  - lambda:InvokeFunction',
      '  - s3:ListAllMyBuckets',
      '```',
    ].join('\n');
    for (const rule of Object.values(rules)) expect(rule(page(fine))).toEqual([]);
  });
});

/** Each use of a facts component: its name, attributes and the FactNote names inside. */
const uses = pageBlocks.flatMap((b) =>
  [...b.text.matchAll(/<((?:Lambda|CloudRun)\w*)\b([^>]*?)\/?>/g)].map((m) => ({
    at: where(b),
    name: m[1]!,
    attributes: Object.fromEntries(
      [...m[2]!.matchAll(/(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g)].map((a) => [a[1]!, a[2] ?? a[3]!]),
    ),
    notes: [...b.text.matchAll(/<FactNote name="([^"]+)">/g)].map((n) => n[1]!),
  })),
);

describe('facts components in the pages', () => {
  it('are used at all, and all are registered', () => {
    expect(uses.length).toBeGreaterThan(10);
    expect(uses.filter((u) => !(u.name in docsFacts)).map((u) => `${u.at} ${u.name}`)).toEqual([]);
  });

  it('name values that exist', () => {
    const known: Record<string, string[]> = {
      LambdaFact: Object.keys(lambdaValues(facts.lambda)),
      CloudRunFact: Object.keys(cloudRunValues(facts.cloudrun)),
    };
    const unknown = uses
      .filter((u) => u.name in known && !known[u.name]!.includes(u.attributes['of'] ?? ''))
      .map((u) => `${u.at} ${u.name} of=${u.attributes['of']}`);
    expect(unknown).toEqual([]);
  });

  it('pass only options the components know', () => {
    const allowed: Record<string, Record<string, readonly string[]>> = {
      LambdaRegions: {
        show: lambdaRegionColumns,
        only: lambdaRegionSelections,
        format: ['table', 'inline', 'cli'],
      },
      CloudRunRegions: { format: ['table', 'inline', 'cli'] },
      LambdaPolicy: { kind: ['user', 'role'], title: [] },
      LambdaPolicyStatements: { kind: ['user', 'role'], notesHeading: [] },
      CloudRunPermissions: { format: ['table', 'cli'], account: [], project: [], notesHeading: [] },
      LambdaLimits: {},
      LambdaFact: { of: [] },
      CloudRunFact: { of: [] },
    };
    const wrong = uses.flatMap((u) =>
      Object.entries(u.attributes)
        .filter(([key, value]) => {
          const values = allowed[u.name]?.[key];
          if (!values) return true;
          if (values.length === 0) return false;
          const given =
            key === 'show' ? [...value.matchAll(/'([^']+)'/g)].map((v) => v[1]!) : [value];
          return given.some((v) => !values.includes(v));
        })
        .map(([key, value]) => `${u.at} ${u.name} ${key}=${value}`),
    );
    expect(wrong).toEqual([]);
  });

  it('give every policy statement and permission a note, and no note to a missing one', () => {
    const problems = uses.flatMap((u) => {
      const rows =
        u.name === 'CloudRunPermissions'
          ? facts.cloudrun.permissions.map((p) => p.name)
          : u.name === 'LambdaPolicyStatements'
            ? facts.lambda.policies[u.attributes['kind'] as 'user' | 'role'].statements.map(
                (s) => s.sid,
              )
            : null;
      if (!rows || u.notes.length === 0) return [];
      return [
        ...u.notes.filter((n) => !rows.includes(n)).map((n) => `${u.at} note for unknown ${n}`),
        ...rows.filter((r) => !u.notes.includes(r)).map((r) => `${u.at} no note for ${r}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
