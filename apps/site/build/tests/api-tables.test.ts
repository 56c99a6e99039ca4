import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareNames,
  documentedNames,
  listTypeProperties,
  type TableColumn,
  type TypeTarget,
} from '../api-tables.js';
import { contentDir, rootDir } from '../paths.js';

/** Headings whose tables document a type; a string means its first column, subsections included. */
type Section = string | ({ heading: string } & TableColumn);

/** A page's option or field tables and the declared type they describe. */
interface Mapping {
  title: string;
  /** Under content/docs. */
  page: string;
  /** null: every table of the page. */
  sections: Section[] | null;
  type: TypeTarget;
  /** Properties of the type that the tables leave out on purpose, each with its reason. */
  notDocumented?: string[];
}

const mappings: Mapping[] = [
  {
    title: 'parseMedia() options',
    page: 'media-parser/parse-media.mdx',
    // The `on…` callbacks are the second column of the field tables.
    sections: ['Options', 'Sample callbacks', { heading: 'Fields', column: 1 }],
    type: { module: '@remotion/media-parser', name: 'parseMedia', use: 'parameter' },
  },
  {
    title: 'parseMedia() fields',
    page: 'media-parser/parse-media.mdx',
    sections: ['Fields'],
    type: { module: '@remotion/media-parser', name: 'ParseMediaFields' },
  },
  {
    title: 'convertMedia() options',
    page: 'webcodecs/convert-media.mdx',
    sections: ['Parameters'],
    type: { module: '@remotion/webcodecs', name: 'convertMedia', use: 'parameter' },
  },
  {
    title: 'renderMediaOnLambda() input',
    page: 'lambda/rendermediaonlambda.mdx',
    sections: [
      'Required options',
      'Props and environment',
      'Output and storage',
      'Frames and size',
      'Video encoding',
      'Audio',
      'Splitting the work',
      'Caches and browser',
      'Webhook',
      // Its "Types used by the options" subsection names types, not options.
      { heading: 'Logging and other options', subsections: false },
      'Deprecated options',
    ],
    type: { module: '@remotion/lambda/client', name: 'renderMediaOnLambda', use: 'parameter' },
  },
  {
    title: 'getRenderProgress() input',
    page: 'lambda/getrenderprogress.mdx',
    sections: ['Parameters'],
    type: { module: '@remotion/lambda/client', name: 'getRenderProgress', use: 'parameter' },
  },
  {
    title: 'getRenderProgress() return value',
    page: 'lambda/getrenderprogress.mdx',
    // The "Errors" subsection describes the items of `errors`.
    sections: ['State', 'Output', 'Counters', 'Timing', 'Costs and metadata'],
    type: { module: '@remotion/lambda/client', name: 'getRenderProgress', use: 'return' },
  },
  {
    title: 'deployFunction() input',
    page: 'lambda/deployfunction.mdx',
    sections: ['Options'],
    type: { module: '@remotion/lambda', name: 'deployFunction', use: 'parameter' },
  },
  {
    title: 'renderMediaOnCloudrun() input',
    page: 'cloudrun/rendermediaoncloudrun.mdx',
    sections: [
      'Required options',
      'Which service renders',
      'Input',
      'Output file',
      'Frames and size',
      'Video encoding',
      'Audio',
      'Performance and timeouts',
      'Browser',
      // Its "Render status webhook" subsection describes the webhook's payload.
      { heading: 'Progress, webhook and logs', subsections: false },
    ],
    type: { module: '@remotion/cloudrun/client', name: 'renderMediaOnCloudrun', use: 'parameter' },
  },
  {
    title: 'renderMedia() options',
    page: 'renderer/render-media.mdx',
    sections: [
      'Required options',
      'Output',
      'Props and environment',
      'Frames and size',
      'Video encoding',
      'Audio',
      'Performance and memory',
      'Browser',
      // Its `onProgress` subsection describes the callback's argument.
      { heading: 'Progress and events', subsections: false },
      'Logging and debugging',
      'Chunked rendering options',
      'Deprecated options',
    ],
    type: { module: '@remotion/renderer', name: 'renderMedia', use: 'parameter' },
  },
];

function documentedIn(mapping: Mapping): string[] {
  const source = readFileSync(join(contentDir, 'docs', mapping.page), 'utf8');
  if (mapping.sections === null) return documentedNames(source, null);
  const names = mapping.sections.flatMap((s) =>
    typeof s === 'string' ? documentedNames(source, s) : documentedNames(source, s.heading, s),
  );
  return [...new Set(names)].sort();
}

const properties = listTypeProperties(
  mappings.map((m) => m.type),
  rootDir,
);

describe('documented names', () => {
  const page = [
    '# Title',
    '| Option | Type |',
    '| --- | --- |',
    '| `top` | `string` |',
    '## Options',
    '| Option | Type |',
    '| --- | --- |',
    '| `a` | `string \\| null` |',
    "| `'h264'` | a codec, not a name |",
    '| `b`, `c` | callbacks |',
    '| `d` and more | prose |',
    '```bash',
    '# not a heading',
    '```',
    '### Nested',
    '| Field | Callback |',
    '| --- | --- |',
    '| `e` | `onE` |',
    '## Other',
    '| `f` | x |',
  ].join('\n');

  it('reads backticked identifiers of the first column, lists included', () => {
    expect(documentedNames(page, 'Options')).toEqual(['a', 'b', 'c', 'e']);
  });

  it('can leave out subsections and read another column', () => {
    expect(documentedNames(page, 'Options', { subsections: false })).toEqual(['a', 'b', 'c']);
    expect(documentedNames(page, 'Nested', { column: 1 })).toEqual(['onE']);
  });

  it('reads the whole page without a heading', () => {
    expect(documentedNames(page, null)).toEqual(['top', 'a', 'b', 'c', 'e', 'f']);
  });

  it('fails on a heading the page does not have', () => {
    expect(() => documentedNames(page, 'Missing')).toThrow('No heading "Missing"');
  });
});

describe('type properties', () => {
  it('collects the members of every branch of a union', () => {
    const cloudrun = properties[mappings.findIndex((m) => m.title.startsWith('renderMediaOnC'))];
    expect(cloudrun).toContain('serviceName');
    expect(cloudrun).toContain('cloudRunUrl');
  });
});

describe('comparing names', () => {
  it('finds a documented name the type lacks, an undocumented property and a stale reason', () => {
    expect(compareNames(['a', 'typo'], ['a', 'b', 'c', 'd'], ['c', 'a', 'gone'])).toEqual({
      unknown: ['typo'],
      undocumented: ['b', 'd'],
      staleReasons: ['a', 'gone'],
    });
  });

  it('fails a real page with an invented row', () => {
    const source = readFileSync(join(contentDir, 'docs/lambda/deployfunction.mdx'), 'utf8');
    const edited = source.replace(
      '| `indent` |',
      '| `notAnOption` | `boolean` | `false` | Invented. |\n| `indent` |',
    );
    const declared = properties[mappings.findIndex((m) => m.page === 'lambda/deployfunction.mdx')]!;
    expect(compareNames(documentedNames(edited, 'Options'), declared).unknown).toEqual([
      'notAnOption',
    ]);
  });
});

describe.each(mappings.map((m, i) => [m.title, m, properties[i]!] as const))(
  'API tables: %s',
  (_, mapping, declared) => {
    const documented = documentedIn(mapping);
    const skipped = mapping.notDocumented ?? [];
    const mismatch = compareNames(documented, declared, skipped);

    it('documents only names the type declares', () => {
      console.log(
        `api table ${mapping.title}: ${documented.length} documented + ${skipped.length} not on purpose / ${declared.length} in the type`,
      );
      expect(mismatch.unknown).toEqual([]);
    });

    it('documents every property of the type, or says why not', () => {
      expect(mismatch.undocumented).toEqual([]);
      expect(mismatch.staleReasons).toEqual([]);
    });
  },
);
