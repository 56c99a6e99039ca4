import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dispatcherReads,
  documentedFlags,
  flagsReadBy,
  globalFlags,
  knownFlags,
} from '../cli-flags.js';
import { contentDir } from '../paths.js';

/** A CLI page, the module in `@remotion/cli/dist` that runs its command, and its `index.js` branch. */
interface Command {
  page: string;
  entry?: string;
  branch?: string;
}

const commands: Command[] = [
  { page: 'render.mdx', entry: 'render.js' },
  { page: 'still.mdx', entry: 'still.js' },
  { page: 'compositions.mdx', entry: 'compositions.js' },
  { page: 'bundle.mdx', entry: 'bundle.js' },
  { page: 'studio.mdx', entry: 'studio.js' },
  { page: 'benchmark.mdx', entry: 'benchmark.js' },
  { page: 'gpu.mdx', entry: 'gpu.js' },
  { page: 'upgrade.mdx', entry: 'upgrade.js', branch: 'upgrade' },
  { page: 'versions.mdx', entry: 'versions.js' },
  { page: 'browser/ensure.mdx', entry: 'browser/ensure.js' },
  { page: 'ffmpeg.mdx', entry: 'ffmpeg.js' },
  { page: 'ffprobe.mdx', entry: 'ffmpeg.js' },
  { page: 'help.mdx' },
  { page: 'browser/index.mdx' },
];

/**
 * Flags a command reads that its page leaves out on purpose, each with the reason. The test
 * also fails when an entry is no longer read or has become documented, so the list stays true.
 */
const undocumented: Record<string, Record<string, string>> = {
  'studio.mdx': {
    // The render queue reuses the render/still flows, which read these flags, but the value
    // chosen in the render dialog always wins, so the flag changes nothing in the Studio.
    codec: 'the dialog codec takes precedence (video-codec option: uiCodec first)',
    output: 'the dialog output name takes precedence',
    'image-format': 'the dialog image format takes precedence',
  },
  'benchmark.mdx': {
    // Passed on to renderMedia(), but every run has `outputLocation: null`, so nothing is
    // written that could be overwritten; the page says so in prose.
    overwrite: 'no output file',
  },
};

const page = (name: string): string => readFileSync(join(contentDir, 'docs/cli', name), 'utf8');
const known = knownFlags();

describe('CLI flags in the docs match @remotion/cli 4.0.357', () => {
  it('reads a real flag set from the installed CLI', () => {
    // Guards the extraction itself: if a refactor of the CLI breaks the parsing, counts collapse.
    expect(known.size).toBeGreaterThan(60);
    expect(flagsReadBy('render.js')).toContain('crf');
    expect(flagsReadBy('render.js')).toContain('frames');
    expect(flagsReadBy('bundle.js')).toContain('out-dir');
    expect(dispatcherReads('upgrade')).toEqual(new Set(['version', 'package-manager']));
  });

  it('takes flags from the flag column of tables only', () => {
    const mdx = [
      'Use `--prose-only` here.',
      '| Flag | Type |',
      '| --- | --- |',
      '| `--real`, `-r` | mentions `--other` |',
      '',
      '| Group | Flags |',
      '| --- | --- |',
      '| Encoding | `--a`, `--b=1` |',
      '',
      '```bash',
      '| `--in-fence` |',
      '```',
    ].join('\n');
    expect(documentedFlags(mdx)).toEqual(new Set(['real', 'a', 'b']));
  });

  describe.each(commands)('$page', ({ page: name, entry, branch }) => {
    // `--no-open` documents `open`: minimist turns it into `open: false`.
    const documented = new Set(
      [...documentedFlags(page(name))].flatMap((f) => [f, f.replace(/^no-/, '')]),
    );
    const read = new Set([
      ...(entry ? flagsReadBy(entry) : []),
      ...(branch ? dispatcherReads(branch) : []),
    ]);
    const exceptions = undocumented[name] ?? {};

    it('documents only flags that exist', () => {
      expect([...documented].filter((f) => !known.has(f) && !known.has(`no-${f}`))).toEqual([]);
    });

    it('documents every flag the command reads', () => {
      const missing = [...read].filter((f) => !documented.has(f) && !(f in exceptions));
      expect(missing).toEqual([]);
    });

    it('lists no stale exception', () => {
      const stale = Object.keys(exceptions).filter((f) => !read.has(f) || documented.has(f));
      expect(stale).toEqual([]);
    });
  });

  it('cli.mdx documents the flags every command reads', () => {
    const documented = documentedFlags(page('cli.mdx'));
    expect([...globalFlags()].filter((f) => !documented.has(f))).toEqual([]);
    expect([...documented].filter((f) => !known.has(f))).toEqual([]);
  });
});
