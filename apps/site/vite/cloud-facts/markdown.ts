/**
 * The docs-facts components as Markdown, for the Markdown twin of each docs page
 * (`markdownOf(source, page, { components: factsMarkdown(facts) })`). Each renders what its
 * React component shows for the same props, from the same facts and the same helpers: values
 * as text, lists as inline code, tables as GFM tables, CLI output and policies as fences.
 */
import type { ComponentMarkdown } from '@sitekit/builder';
import type { CloudFacts, PolicyFact } from '../../src/docs-facts/cloud-facts.js';
import { cloudRunValues } from '../../src/docs-facts/CloudRunFact/values.js';
import {
  cloudRunPermissionHeadings,
  defaultPermissionNotesHeading,
  permissionReason,
  permissionsCliOutput,
} from '../../src/docs-facts/CloudRunPermissions/permissions.js';
import {
  cloudRunRegionGroups,
  cloudRunRegionHeadings,
} from '../../src/docs-facts/CloudRunRegions/groups.js';
import { missingNote } from '../../src/docs-facts/FactNote/notes.js';
import { lambdaValues } from '../../src/docs-facts/LambdaFact/values.js';
import {
  lambdaLimitHeadings,
  lambdaLimitRows,
} from '../../src/docs-facts/LambdaLimits/settings.js';
import {
  defaultStatementNotesHeading,
  policyStatementHeadings,
} from '../../src/docs-facts/LambdaPolicyStatements/statements.js';
import {
  lambdaRegionCells,
  lambdaRegionColumns,
  lambdaRegionHeading,
  lambdaRegionHeadings,
  selectLambdaRegions,
  shownLambdaRegionColumns,
  type LambdaRegionColumn,
  type LambdaRegionSelection,
} from '../../src/docs-facts/LambdaRegions/regions.js';
import { cellLast, runningTextLast, separatorBefore } from '../../src/docs-facts/_shared/codes.js';
import { factValue, type FactValues } from '../../src/docs-facts/_shared/fact-value.js';
import { formatNumber } from '../../src/docs-facts/_shared/format.js';
import type { FactCell } from '../../src/docs-facts/_shared/table.js';

/** Each docs-facts component (by its MDX name) as the Markdown of what it shows. */
export function factsMarkdown(facts: CloudFacts): Record<string, ComponentMarkdown> {
  const { lambda, cloudrun } = facts;
  // Notes are converted before the table holding them (children first), in document order.
  const notes = new NoteQueue();

  return {
    LambdaFact: ({ of }) =>
      valueMarkdown(lambdaValues(lambda), of, 'LambdaFact', '@remotion/lambda'),

    CloudRunFact: ({ of }) =>
      valueMarkdown(cloudRunValues(cloudrun), of, 'CloudRunFact', '@remotion/cloudrun'),

    LambdaRegions: ({ show, only, format }) => {
      const selection = (stringOf(only) ?? 'all') as LambdaRegionSelection;
      const regions = selectLambdaRegions(lambda.regions, selection);
      const ids = regions.map((r) => r.id);
      if (format === 'inline') return codes(ids);
      if (format === 'cli') return fence('text', ids.join(' '));
      const columns = shownLambdaRegionColumns(columnsOf(show));
      return table(
        [lambdaRegionHeading, ...columns.flatMap((column) => lambdaRegionHeadings[column])],
        regions.map((r) => [
          inlineCode(r.id),
          ...columns.flatMap((column) => lambdaRegionCells[column](r)).map(cellMarkdown),
        ]),
      );
    },

    LambdaPolicy: ({ kind, title }) =>
      fence('json', policyOf(facts, kind, 'LambdaPolicy').json, stringOf(title)),

    LambdaPolicyStatements: ({ kind, notesHeading }, children) => {
      const { statements } = policyOf(facts, kind, 'LambdaPolicyStatements');
      const rowNotes = notes.takeFor(children);
      const withNotes = rowNotes.size > 0;
      return table(
        [
          ...policyStatementHeadings,
          ...(withNotes ? [stringOf(notesHeading) ?? defaultStatementNotesHeading] : []),
        ],
        statements.map((s) => [
          inlineCode(s.sid),
          codes(s.actions, cellLast),
          codes(s.resources, cellLast),
          ...(withNotes ? [rowNotes.get(s.sid) || missingNote] : []),
        ]),
      );
    },

    LambdaLimits: () =>
      table(
        lambdaLimitHeadings,
        lambdaLimitRows(lambda.limits).map(({ name, flag, unit, range }) => [
          `${inlineCode(name)} (${inlineCode(flag)})`,
          escapeText(unit),
          formatNumber(range.min),
          formatNumber(range.max),
          formatNumber(range.default),
        ]),
      ),

    CloudRunRegions: ({ format }) => {
      const { regions } = cloudrun;
      if (format === 'inline') return codes(regions);
      if (format === 'cli') return fence('text', regions.join(' '));
      return table(
        cloudRunRegionHeadings,
        cloudRunRegionGroups(regions).map(([prefix, ids]) => [
          inlineCode(prefix),
          codes(ids, cellLast),
        ]),
      );
    },

    CloudRunPermissions: ({ format, account, project, notesHeading }, children) => {
      const { permissions } = cloudrun;
      // The React component ignores its children in this format: so do the notes.
      const rowNotes = notes.takeFor(children);
      if (format === 'cli')
        return fence(
          'text',
          permissionsCliOutput(permissions, stringOf(account), stringOf(project)),
        );
      const withNotes = rowNotes.size > 0;
      return table(
        [
          ...cloudRunPermissionHeadings,
          ...(withNotes ? [stringOf(notesHeading) ?? defaultPermissionNotesHeading] : []),
        ],
        permissions.map((p) => [
          inlineCode(p.name),
          escapeText(permissionReason(p)),
          ...(withNotes ? [rowNotes.get(p.name) || missingNote] : []),
        ]),
      );
    },

    // On its own, a note is its text; the table around it takes it into the row it names.
    FactNote: ({ name }, children) => {
      if (typeof name === 'string') notes.add(name, children);
      return children;
    },
  };
}

/**
 * The `<FactNote>`s converted so far, for the table around them. Children are converted
 * before their parent and passed to it as Markdown that ends with its notes' Markdown, so a
 * table's notes are the last ones added whose Markdown, in order, ends its children.
 */
class NoteQueue {
  #notes: { name: string; markdown: string }[] = [];

  add(name: string, markdown: string) {
    this.#notes.push({ name, markdown });
  }

  /** The notes among `children` by row name (a later note of a name wins, as in React). */
  takeFor(children: string): Map<string, string> {
    const taken: { name: string; markdown: string }[] = [];
    let rest = children.trim();
    for (let i = this.#notes.length - 1; i >= 0 && rest !== ''; i--) {
      const note = this.#notes[i]!;
      // An empty note leaves nothing in the children; React shows `—` in its row.
      if (note.markdown !== '' && !rest.endsWith(note.markdown)) break;
      taken.unshift(note);
      rest = rest.slice(0, -note.markdown.length).trimEnd();
    }
    // Notes not in this table stood on their own; none of them belongs to a later table.
    this.#notes = [];
    return new Map(taken.map(({ name, markdown }) => [name, cellText(markdown)]));
  }
}

/** A string attribute; a bare attribute (`format`) is as good as none, as in React. */
const stringOf = (value: string | true | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** One value as `FactValue` shows it: a number formatted, a string as is, a list as code. */
function valueMarkdown(
  values: FactValues,
  of: string | true | undefined,
  component: string,
  source: string,
): string {
  const value = factValue(values, String(of), `${component} (${source})`);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return escapeText(value);
  return codes(value);
}

/**
 * The columns a `show` attribute names. MDX passes `show={['prices']}` as an expression,
 * which `markdownOf` does not give to components; a string (`"prices"`, `"a, b"`, or the
 * expression's source) is read for the names it contains.
 */
function columnsOf(show: string | true | undefined): LambdaRegionColumn[] | undefined {
  if (typeof show !== 'string') return undefined;
  const names = show.match(/[A-Za-z]+/g) ?? [];
  const unknown = names.filter(
    (name) => !(lambdaRegionColumns as readonly string[]).includes(name),
  );
  if (unknown.length > 0) throw new Error(`LambdaRegions has no column "${unknown.join('", "')}"`);
  return names as LambdaRegionColumn[];
}

function policyOf(
  facts: CloudFacts,
  kind: string | true | undefined,
  component: string,
): PolicyFact {
  if (kind !== 'user' && kind !== 'role')
    throw new Error(`${component} has no policy of kind "${String(kind)}" (user or role)`);
  return facts.lambda.policies[kind];
}

/** Values as inline code, separated as `Codes` separates them. */
const codes = (values: readonly string[], last = runningTextLast): string =>
  values.map((value, i) => separatorBefore(i, values.length, last) + inlineCode(value)).join('');

/** A code span that holds any value: a fence longer than its longest backtick run. */
function inlineCode(value: string): string {
  const ticks = '`'.repeat(longestRun(value, '`') + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${value}${pad}${ticks}`;
}

/** A fenced block, optionally titled as a fence in the docs is (`json title="…"`). */
function fence(language: string, code: string, title?: string): string {
  const ticks = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  const meta =
    title === undefined ? '' : title.includes('"') ? ` title='${title}'` : ` title="${title}"`;
  return `${ticks}${language}${meta}\n${code}\n${ticks}`;
}

const longestRun = (value: string, char: string): number =>
  Math.max(0, ...(value.match(new RegExp(`\\${char}+`, 'g')) ?? []).map((run) => run.length));

/** A GFM table as `markdownOf` writes tables: `| --- |` delimiters, no padding. */
function table(headings: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cellText).join(' | ')} |`;
  return [line(headings.map(escapeText)), line(headings.map(() => '---')), ...rows.map(line)].join(
    '\n',
  );
}

const cellMarkdown = (cell: FactCell): string =>
  'code' in cell ? inlineCode(cell.code) : escapeText(cell.text);

/**
 * Markdown that fits one table cell: one line, pipes escaped (also inside code spans, where
 * GFM reads `\|` as a pipe too).
 */
const cellText = (markdown: string): string =>
  markdown
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|');

/** Plain text (a package's reason, a version) as Markdown that shows it as written. */
const escapeText = (value: string): string => value.replace(/[\\`*_[\]<|]/g, '\\$&');
