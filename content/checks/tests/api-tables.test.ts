import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareNames, documentedNames, listTypeProperties } from '../api-tables.js';
import { contentDir, rootDir } from '../paths.js';
import { cloudMappings, type Mapping } from './api-tables-cloud.js';

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
  ...cloudMappings,
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

  it('can read one table of a section that holds two', () => {
    const two = [
      '## Return value',
      '| Field |',
      '| --- |',
      '| `a` |',
      '',
      'Each a:',
      '',
      '| Field |',
      '| --- |',
      '| `b` |',
    ].join('\n');
    expect(documentedNames(two, 'Return value')).toEqual(['a', 'b']);
    expect(documentedNames(two, 'Return value', { table: 1 })).toEqual(['b']);
    expect(() => documentedNames(two, 'Return value', { table: 2 })).toThrow('No table 2');
  });

  it('fails on a heading the page does not have', () => {
    expect(() => documentedNames(page, 'Missing')).toThrow('No heading "Missing"');
  });
});

describe('type properties', () => {
  it('reads a property of a type and the items of a list', () => {
    const [errors, sites] = listTypeProperties(
      [
        {
          module: '@remotion/lambda/client',
          name: 'getRenderProgress',
          use: 'return',
          property: 'errors',
          item: true,
        },
        {
          module: '@remotion/lambda/client',
          name: 'getSites',
          use: 'return',
          property: 'sites',
          item: true,
        },
      ],
      rootDir,
    );
    expect(errors).toContain('stack');
    expect(sites).toEqual(['bucketName', 'id', 'lastModified', 'serveUrl', 'sizeInBytes']);
  });

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
