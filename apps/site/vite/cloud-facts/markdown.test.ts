/**
 * The Markdown twin of a docs page shows the same cloud facts as its HTML: every facts
 * component, with every combination of options the docs use, rendered from the real facts
 * and read back as Markdown (values, lists, GFM tables, fences) to compare with the facts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getRegions } from '@remotion/lambda';
import { getRolePolicy, getUserPolicy } from '@remotion/lambda/policies';
import { markdownOf } from '@sitekit/builder';
import type { Code, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { cloudRunValues } from '../../src/docs-facts/CloudRunFact/values.js';
import { lambdaValues } from '../../src/docs-facts/LambdaFact/values.js';
import type { LambdaRegionFact } from '../../src/docs-facts/cloud-facts.js';
import { contentDir } from '../paths.js';
import { readCloudFacts } from './index.js';
import { factsMarkdown } from './markdown.js';

const facts = await readCloudFacts();
const components = factsMarkdown(facts);
const docs = join(contentDir, 'docs');

// --- Reading Markdown back -------------------------------------------------------------

const parser = unified().use(remarkParse).use(remarkGfm);
const parse = (markdown: string): Root => parser.parse(markdown);
const only = <T extends RootContent['type']>(markdown: string, type: T) => {
  const { children } = parse(markdown);
  expect(children.map((c) => c.type)).toEqual([type]);
  return children[0] as Extract<RootContent, { type: T }>;
};
/** A GFM table as its header texts and rows of cell texts (code spans as their text). */
function tableOf(markdown: string) {
  const [head, ...rows] = only(markdown, 'table').children.map((row) =>
    row.children.map((cell) => toString(cell)),
  );
  return { head: head!, rows };
}
/** The code spans of a cell or sentence, in order. */
const codesIn = (markdown: string): string[] =>
  [...markdown.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
/** A table's cells as Markdown, for their code spans. */
const cellsOf = (markdown: string) =>
  (only(markdown, 'table') as Table).children
    .slice(1)
    .map((row) => row.children.map((cell) => markdown.slice(cellStart(cell), cellEnd(cell))));
const cellStart = (node: { position?: { start: { offset?: number } } }) =>
  node.position!.start.offset!;
const cellEnd = (node: { position?: { end: { offset?: number } } }) => node.position!.end.offset!;

/** A value as a reader sees it: digits grouped from 100,000 on, lists as a code list. */
const shown = (value: string | number | readonly string[]): string =>
  typeof value === 'number'
    ? value >= 100_000
      ? value.toLocaleString('en-US')
      : String(value)
    : typeof value === 'string'
      ? value
      : runningList(value);
const runningList = (values: readonly string[]) =>
  values
    .map((v, i) => `${i === 0 ? '' : i === values.length - 1 ? ' and ' : ', '}\`${v}\``)
    .join('');

/** `a`, `b` and `c`: the values in order, joined as running text joins them. */
function expectRunningList(markdown: string, values: readonly string[]) {
  expect(codesIn(markdown)).toEqual(values);
  const joints = markdown.split(/`[^`]+`/).slice(1, -1);
  expect(joints).toEqual(values.slice(1).map((_, i) => (i === values.length - 2 ? ' and ' : ', ')));
}

// --- The uses in the docs ----------------------------------------------------------------

const factsNames = Object.keys(components).filter((name) => name !== 'FactNote');
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? mdxFiles(join(dir, e.name))
      : e.name.endsWith('.mdx')
        ? [join(dir, e.name)]
        : [],
  );

interface Use {
  name: string;
  /** String attributes, as `markdownOf` passes them. */
  attributes: Record<string, string>;
  /** Expression attributes (`show={['prices']}`) by their source, which `markdownOf` skips. */
  expressions: Record<string, string>;
  /** The whole element as written, notes included. */
  source: string;
  at: string;
}

const tag = new RegExp(`<(${factsNames.join('|')})\\b((?:[^>"{]|"[^"]*"|\\{[^}]*\\})*?)(/?)>`, 'g');
const uses: Use[] = mdxFiles(docs).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(tag)].map((m) => {
    const [open, name, attrs, selfClosing] = m as unknown as [string, string, string, string];
    const attributes: Record<string, string> = {};
    const expressions: Record<string, string> = {};
    for (const a of attrs.matchAll(/(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g)) {
      if (a[2] !== undefined) attributes[a[1]!] = a[2];
      else expressions[a[1]!] = a[3]!;
    }
    const end = selfClosing ? m.index + open.length : text.indexOf(`</${name}>`, m.index);
    const source = selfClosing ? open : text.slice(m.index, end + `</${name}>`.length);
    return { name, attributes, expressions, source, at: relative(docs, file) };
  });
});
/** One use per component and option combination (notes count as an option). */
const combinations = [
  ...new Map(
    uses.map((u) => [
      JSON.stringify([u.name, u.attributes, u.expressions, u.source.includes('<FactNote')]),
      u,
    ]),
  ).values(),
];
const byName = (name: string) => combinations.filter((u) => u.name === name);
const label = (u: Use) => u.source.split('\n')[0]!;

/** The Markdown of one use, as `markdownOf` produces it within a page (without the title). */
const twin = (source: string) =>
  markdownOf(source, { title: 'T', url: 'https://www.remotion.dev/docs/x' }, { components })
    .replace(/^# T\n\n/, '')
    .trim();

// --- Expected facts, read independently where the package allows ----------------------

const lambdaRegions = facts.lambda.regions;
const selection: Record<string, (r: LambdaRegionFact) => boolean> = {
  all: () => true,
  enabledByDefault: (r) => getRegions({ enabledByDefaultOnly: true }).includes(r.id as never),
  optIn: (r) => !getRegions({ enabledByDefaultOnly: true }).includes(r.id as never),
  withoutInsights: (r) => r.insightsLayer === null,
  insightsOutsideUserPolicy: (r) => r.insightsLayer !== null && !r.insightsLayerInUserPolicy,
};
const packagePolicy = { user: getUserPolicy(), role: getRolePolicy() };

describe('the docs use the facts components', () => {
  it('in every combination this test knows', () => {
    expect(new Set(combinations.map((u) => u.name))).toEqual(new Set(factsNames));
    expect(combinations.length).toBeGreaterThan(50);
  });
});

describe.each([
  ['LambdaFact', lambdaValues(facts.lambda)],
  ['CloudRunFact', cloudRunValues(facts.cloudrun)],
] as const)('%s', (name, values) => {
  it.each(byName(name).map((u) => [u.attributes['of']!, u]))('of="%s"', (of) => {
    const value = (values as Record<string, string | number | readonly string[]>)[of]!;
    const markdown = components[name]!({ of }, '')!;
    if (typeof value === 'number') {
      expect(markdown.replaceAll(',', '')).toBe(String(value));
      expect(markdown.includes(',')).toBe(value >= 100_000);
      expect(markdown).toMatch(/^\d{1,3}(,\d{3})*$|^\d+$/);
    } else if (typeof value === 'string') {
      expect(markdown).toBe(value);
    } else {
      expectRunningList(markdown, value);
    }
    // In running text, within a sentence of the page.
    expect(twin(`Value <${name} of="${of}" /> here.`)).toBe(`Value ${markdown} here.`);
  });

  it('throws for a name it does not know, naming the component and the name', () => {
    expect(() => components[name]!({ of: 'nope' }, '')).toThrow(
      new RegExp(`^${name} .*no fact named "nope"$`),
    );
    expect(() => twin(`A <${name} of="nope" /> b.`)).toThrow(`${name}`);
  });
});

describe('LambdaRegions', () => {
  /** What markdownOf passes, plus `show` given as the source of its expression. */
  const attributesOf = (u: Use) => ({ ...u.attributes, ...u.expressions });

  it.each(byName('LambdaRegions').map((u) => [label(u), u]))('%s', (_, u) => {
    const { only: selected = 'all', format } = u.attributes;
    const regions = lambdaRegions.filter(selection[selected]!);
    const ids = regions.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const markdown = components['LambdaRegions']!(attributesOf(u), '')!;
    if (format === 'inline') {
      expectRunningList(markdown, ids);
      expect(markdown).not.toContain('\n');
    } else if (format === 'cli') {
      const code = only(markdown, 'code');
      expect([code.lang, code.value]).toEqual(['text', ids.join(' ')]);
    } else {
      const { head, rows } = tableOf(markdown);
      expect(rows.map((row) => row[0])).toEqual(ids);
      expect(rows.every((row) => row.length === head.length)).toBe(true);
      const show = u.expressions['show'] ?? "['enabledByDefault']";
      const column = (heading: string) => rows.map((row) => row[head.indexOf(heading)]);
      expect(head.includes('Enabled by default')).toBe(show.includes('enabledByDefault'));
      if (show.includes('enabledByDefault'))
        expect(column('Enabled by default')).toEqual(
          regions.map((r) => (r.enabledByDefault ? 'yes' : 'no (opt-in)')),
        );
      if (show.includes("'insights'"))
        expect(column('Lambda Insights')).toEqual(
          regions.map((r) => (r.insightsLayer ? 'yes' : 'no')),
        );
      if (show.includes('insightsLayer'))
        expect(column('Lambda Insights layer')).toEqual(regions.map((r) => r.insightsLayer));
      expect(head.includes('USD per request')).toBe(show.includes('prices'));
      if (show.includes('prices')) {
        expect(column('Compute (USD per GB-second)')).toEqual(
          regions.map((r) => r.prices.durationPerGbSecond),
        );
        expect(column('Disk (USD per GB-second)')).toEqual(
          regions.map((r) => r.prices.storagePerGbSecond),
        );
        expect(column('USD per request')).toEqual(regions.map((r) => r.prices.perRequest));
      }
    }
  });

  it('shows the enabled-by-default column when given no columns, as React does', () => {
    const { head, rows } = tableOf(components['LambdaRegions']!({}, '')!);
    expect(head).toEqual(['Region', 'Enabled by default']);
    expect(rows.map((row) => row[0])).toEqual([...getRegions()]);
  });

  it('refuses a selection or column it does not know', () => {
    expect(() => components['LambdaRegions']!({ only: 'nope' }, '')).toThrow(
      'LambdaRegions has no selection "nope"',
    );
    expect(() => components['LambdaRegions']!({ show: "['nope']" }, '')).toThrow(
      'LambdaRegions has no column "nope"',
    );
  });

  // markdownOf passes an expression attribute's source text, so the twin shows the columns
  // the page asks for.
  it('gets show={[…]} through markdownOf', () => {
    const markdown = twin(`<LambdaRegions show={['prices']} />`);
    expect(tableOf(markdown).head).toContain('USD per request');
  });
});

describe('LambdaPolicy', () => {
  it.each(byName('LambdaPolicy').map((u) => [label(u), u]))('%s', (_, u) => {
    const kind = u.attributes['kind'] as 'user' | 'role';
    const code: Code = only(components['LambdaPolicy']!(u.attributes, '')!, 'code');
    expect(code.lang).toBe('json');
    expect(code.meta ?? undefined).toBe(
      u.attributes['title'] === undefined ? undefined : `title="${u.attributes['title']}"`,
    );
    expect(code.value).toBe(packagePolicy[kind]);
    expect(JSON.parse(code.value)).toEqual(JSON.parse(packagePolicy[kind]));
    // Through markdownOf, the block keeps its language and title.
    expect(twin(u.source)).toBe(components['LambdaPolicy']!(u.attributes, ''));
  });

  it('refuses a kind it does not know', () => {
    expect(() => components['LambdaPolicy']!({ kind: 'admin' }, '')).toThrow(
      'LambdaPolicy has no policy of kind "admin"',
    );
  });
});

/** The notes of a table element as written: name → text without Markdown. */
const notesIn = (source: string) =>
  new Map(
    [...source.matchAll(/<FactNote name="([^"]+)">(.*?)<\/FactNote>/g)].map((m) => [
      m[1]!,
      toString(
        parse(
          m[2]!.replace(
            /<(\w+) of="(\w+)" \/>/g,
            (_, n: string, of: string) => components[n]!({ of }, '')!,
          ),
        ),
      ),
    ]),
  );

describe('LambdaPolicyStatements', () => {
  it.each(byName('LambdaPolicyStatements').map((u) => [label(u), u]))('%s', (_, u) => {
    const kind = u.attributes['kind'] as 'user' | 'role';
    const statements = JSON.parse(packagePolicy[kind]).Statement as {
      Sid: string;
      Action: string[];
      Resource: string[];
    }[];
    const markdown = twin(u.source);
    const { head, rows } = tableOf(markdown);
    const notes = notesIn(u.source);
    expect(head).toEqual([
      'Sid',
      'Actions',
      'Resources',
      ...(notes.size ? [u.attributes['notesHeading'] ?? 'Used for'] : []),
    ]);
    expect(rows.map((row) => row[0])).toEqual(statements.map((s) => s.Sid));
    cellsOf(markdown).forEach(([, actions, resources], i) => {
      expect(codesIn(actions!)).toEqual(statements[i]!.Action);
      expect(codesIn(resources!)).toEqual(statements[i]!.Resource);
    });
    rows.forEach((row, i) => {
      if (notes.size) expect(row[3]).toBe(notes.get(statements[i]!.Sid) ?? '—');
      else expect(row).toHaveLength(3);
    });
  });

  it('has no notes column without notes, and `—` for a row no note names', () => {
    const plain = tableOf(components['LambdaPolicyStatements']!({ kind: 'role' }, '')!);
    expect(plain.head).toEqual(['Sid', 'Actions', 'Resources']);
    const one = tableOf(
      twin(
        '<LambdaPolicyStatements kind="role">\n  <FactNote name="2">Fan out.</FactNote>\n</LambdaPolicyStatements>',
      ),
    );
    expect(one.head.at(-1)).toBe('Used for');
    expect(one.rows.map((row) => row[3])).toEqual(
      facts.lambda.policies.role.statements.map((s) => (s.sid === '2' ? 'Fan out.' : '—')),
    );
  });
});

describe('LambdaLimits', () => {
  it.each(byName('LambdaLimits').map((u) => [label(u), u]))('%s', (_, u) => {
    const { head, rows } = tableOf(components['LambdaLimits']!(u.attributes, '')!);
    expect(head).toEqual(['Setting', 'Unit', 'Minimum', 'Maximum', 'CLI default']);
    const { limits } = facts.lambda;
    const n = (v: number) => v.toLocaleString('en-US').replace(/,/g, v >= 100_000 ? ',' : '');
    expect(rows).toEqual([
      [
        'memorySizeInMb (--memory)',
        'MB',
        ...[
          limits.memorySizeInMb.min,
          limits.memorySizeInMb.max,
          limits.memorySizeInMb.default,
        ].map(n),
      ],
      [
        'diskSizeInMb (--disk)',
        'MB',
        ...[limits.diskSizeInMb.min, limits.diskSizeInMb.max, limits.diskSizeInMb.default].map(n),
      ],
      [
        'timeoutInSeconds (--timeout)',
        'seconds',
        ...[
          limits.timeoutInSeconds.min,
          limits.timeoutInSeconds.max,
          limits.timeoutInSeconds.default,
        ].map(n),
      ],
      [
        'cloudWatchLogRetentionPeriodInDays (--retention-period)',
        'days',
        ...[
          limits.cloudWatchLogRetentionPeriodInDays.min,
          limits.cloudWatchLogRetentionPeriodInDays.max,
          limits.cloudWatchLogRetentionPeriodInDays.default,
        ].map(n),
      ],
    ]);
  });
});

describe('CloudRunRegions', () => {
  const { regions } = facts.cloudrun;
  it.each(byName('CloudRunRegions').map((u) => [label(u), u]))('%s', (_, u) => {
    const markdown = components['CloudRunRegions']!(u.attributes, '')!;
    if (u.attributes['format'] === 'cli') {
      const code = only(markdown, 'code');
      expect([code.lang, code.value]).toEqual(['text', regions.join(' ')]);
    } else {
      const { head, rows } = tableOf(markdown);
      expect(head).toEqual(['Prefix', 'Regions']);
      expect(rows.map((row) => row[0])).toEqual([
        ...new Set(regions.map((r) => `${r.split('-')[0]}-`)),
      ]);
      expect(cellsOf(markdown).flatMap((row) => codesIn(row[1]!))).toEqual(regions);
    }
  });

  it('lists regions inline for running text', () => {
    expectRunningList(components['CloudRunRegions']!({ format: 'inline' }, '')!, regions);
  });
});

describe('CloudRunPermissions', () => {
  const { permissions } = facts.cloudrun;
  it.each(byName('CloudRunPermissions').map((u) => [label(u), u]))('%s', (_, u) => {
    const markdown = twin(u.source);
    if (u.attributes['format'] === 'cli') {
      const code = only(markdown, 'code');
      expect(code.lang).toBe('text');
      expect(code.value).toBe(
        [
          `Checking permissions for ${u.attributes['account'] ?? '<REMOTION_GCP_CLIENT_EMAIL>'} in project ${u.attributes['project'] ?? '<REMOTION_GCP_PROJECT_ID>'}.`,
          '',
          ...permissions.map((p) => `✅ ${p.name}`),
        ].join('\n'),
      );
      return;
    }
    const { head, rows } = tableOf(markdown);
    const notes = notesIn(u.source);
    expect(head).toEqual([
      'Permission',
      'Reason given by the package',
      ...(notes.size ? [u.attributes['notesHeading'] ?? 'Used by'] : []),
    ]);
    expect(rows).toEqual(
      permissions.map((p) => [
        p.name,
        p.reason || '(none)',
        ...(notes.size ? [notes.get(p.name) ?? '—'] : []),
      ]),
    );
  });

  it('prints the default account and project when a page names none', () => {
    const code = only(components['CloudRunPermissions']!({ format: 'cli' }, '')!, 'code');
    expect(code.value.split('\n')[0]).toBe(
      'Checking permissions for <REMOTION_GCP_CLIENT_EMAIL> in project <REMOTION_GCP_PROJECT_ID>.',
    );
  });
});

describe('FactNote', () => {
  it('on its own, is its text', () => {
    expect(components['FactNote']!({ name: 'x' }, 'Some *note*.')).toBe('Some *note*.');
    expect(twin('<FactNote name="x">Some *note*.</FactNote>')).toBe('Some *note*.');
  });

  it('in a table, goes to the row it names (and only that table)', () => {
    const markdown = twin(
      [
        '<FactNote name="Storage">Stray.</FactNote>',
        '',
        '<LambdaPolicyStatements kind="user">',
        '  <FactNote name="Storage">Buckets | sites, see [x](/docs/x).</FactNote>',
        '</LambdaPolicyStatements>',
        '',
        '<LambdaPolicyStatements kind="user" />',
      ].join('\n'),
    );
    const [stray, withNote, without] = markdown.split('\n\n');
    expect(stray).toBe('Stray.');
    const row = tableOf(withNote!).rows.find((r) => r[0] === 'Storage')!;
    expect(row[3]).toBe('Buckets | sites, see x.');
    expect(withNote).toContain('Buckets \\| sites, see [x](https://www.remotion.dev/docs/x).');
    expect(tableOf(without!).head).toHaveLength(3);
  });
});

// --- Whole pages -------------------------------------------------------------------------

const pages = {
  'LambdaRegions table and inline, LambdaFact in running text': 'lambda/region-selection.mdx',
  'LambdaPolicy, LambdaPolicyStatements with notes, LambdaFact': 'lambda/permissions.mdx',
  'LambdaRegions inline after a LambdaFact, and a table': 'lambda/insights.mdx',
  'LambdaRegions inline in a table cell': 'lambda/deployfunction.mdx',
  'CloudRunPermissions with notes that quote a CloudRunFact': 'cloudrun/permissions.mdx',
};

/** The value a facts element in running text shows, computed here from the facts. */
function expectedInline(name: string, attributes: string): string | undefined {
  const of = /of="(\w+)"/.exec(attributes)?.[1];
  if (name === 'LambdaFact') return shown(lambdaValues(facts.lambda)[of as 'version']);
  if (name === 'CloudRunFact') return shown(cloudRunValues(facts.cloudrun)[of as 'version']);
  const selected = /only="(\w+)"/.exec(attributes)?.[1] ?? 'all';
  if (name === 'LambdaRegions' && attributes.includes('format="inline"'))
    return runningList(lambdaRegions.filter(selection[selected]!).map((r) => r.id));
  return undefined;
}

/**
 * Each inline facts element of `source` whose Markdown does not read as the sentence did:
 * the word before it, its value, and the word or punctuation after it, in this order.
 */
function holesIn(source: string, markdown: string): string[] {
  const inline = new RegExp(`<(${factsNames.join('|')})\\b([^>]*)/>`, 'g');
  return [...source.matchAll(inline)].flatMap((m) => {
    const value = expectedInline(m[1]!, m[2]!);
    const before = /(?:^|\s)(\w+) $/.exec(source.slice(0, m.index))?.[1];
    const after = /^(?: \w+|[.,;:)])/.exec(source.slice(m.index + m[0].length))?.[0];
    if (value === undefined || (before === undefined && after === undefined)) return [];
    const sentence = `${before === undefined ? '' : `${before} `}${value}${after ?? ''}`;
    return markdown.includes(sentence) ? [] : [`${m[0]} → "${sentence}"`];
  });
}

describe.each(Object.entries(pages))('the Markdown of a page with %s', (_, file) => {
  const source = readFileSync(join(docs, file), 'utf8');
  const title = /^title: *(.*)$/m.exec(source)![1]!;
  const page = { title, url: `https://www.remotion.dev/docs/${file.replace(/\.mdx$/, '')}` };
  const markdown = markdownOf(source, page, { components });
  // What a reader sees outside code blocks.
  const prose = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');

  it('has no hole where a fact was', () => {
    expect(prose).not.toMatch(/[^\s|] {2,}\S/); // a double space where a value was left out
    expect(prose).not.toMatch(/ [.,;:](?=\s|$)/m); // "supports regions ." or "for , where"
    expect(prose).not.toMatch(/^ *\| .*\| +\|/m); // an empty table cell
    expect(prose).not.toMatch(/<\/?(?:Lambda|CloudRun|FactNote)/); // a component left as is
  });

  it('shows each value where the sentence had its element', () => {
    expect(holesIn(source, markdown)).toEqual([]);
    // The check sees the holes the elements leave without their Markdown.
    if (/\w <(?:LambdaFact|CloudRunFact)\b/.test(source))
      expect(holesIn(source, markdownOf(source, page)).length).toBeGreaterThan(0);
  });

  it('shows the values the components show', () => {
    for (const [, name, of] of source.matchAll(/<(LambdaFact|CloudRunFact) of="(\w+)" \/>/g)) {
      const values: Record<string, string | number | readonly string[]> =
        name === 'LambdaFact' ? lambdaValues(facts.lambda) : cloudRunValues(facts.cloudrun);
      expect(prose).toContain(shown(values[of!]!));
    }
    if (source.includes('only="withoutInsights" format="inline"'))
      expect(prose).toContain(
        runningList(lambdaRegions.filter((r) => r.insightsLayer === null).map((r) => r.id)),
      );
  });
});

describe('whole pages, component by component', () => {
  it('region-selection: the facts sentence and the region table', () => {
    const source = readFileSync(
      join(docs, pages['LambdaRegions table and inline, LambdaFact in running text']),
      'utf8',
    );
    const markdown = markdownOf(
      source,
      { title: 'Region selection', url: 'https://www.remotion.dev/docs/lambda/region-selection' },
      { components },
    );
    expect(markdown).toContain(
      `Release ${facts.lambda.version} supports ${facts.lambda.regions.length} regions.`,
    );
    const table = markdown.split('\n\n').find((block) => block.startsWith('| Region |'))!;
    expect(tableOf(table).rows).toHaveLength(facts.lambda.regions.length);
  });

  it('permissions: the role policy as JSON, the user statements with notes', () => {
    const source = readFileSync(
      join(docs, pages['LambdaPolicy, LambdaPolicyStatements with notes, LambdaFact']),
      'utf8',
    );
    const markdown = markdownOf(
      source,
      { title: 'Permissions', url: 'https://www.remotion.dev/docs/lambda/permissions' },
      { components },
    );
    const json = /```json title="npx remotion lambda policies role"\n([\s\S]*?)\n```/.exec(
      markdown,
    )![1]!;
    expect(JSON.parse(json)).toEqual(JSON.parse(getRolePolicy()));
    expect(markdown).toContain(`policies role\` for ${facts.lambda.version},`);
    const table = markdown.split('\n\n').find((block) => block.startsWith('| Sid |'))!;
    const { head, rows } = tableOf(table);
    expect(head.at(-1)).toBe('Needed for');
    expect(rows).toHaveLength(facts.lambda.policies.user.statements.length);
    expect(rows.every((row) => row[3] !== '—')).toBe(true);
  });
});
