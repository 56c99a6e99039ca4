// Which flags the pinned Remotion CLI knows, and which flags each command reads, taken from
// the installed @remotion/cli and @remotion/renderer so the CLI pages cannot drift from them.
// The CLI reads flags in three ways, and each is followed here:
// - directly: `parsedCli.x`, `parsedCli['x']`, `const { x } = parsedCli`;
// - through an option object: `xOption.getValue({ commandLine: parsedCli })` reads its `cliFlag`;
// - through the config store: `parse-command-line.js` copies some flags into `Config.setX()`,
//   and a command that calls a getter of the same config module reads that flag.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';

const require = createRequire(import.meta.url);

/** `dist/` of the installed `@remotion/cli`. */
export const cliDistDir = dirname(require.resolve('@remotion/cli'));

/** Option export name (`crfOption`) → its `cliFlag` (`crf`), from `BrowserSafeApis.options`. */
export function optionFlags(): Map<string, string> {
  const { BrowserSafeApis } = require('@remotion/renderer/client') as {
    BrowserSafeApis: { options: Record<string, { cliFlag: string }> };
  };
  return new Map(Object.entries(BrowserSafeApis.options).map(([name, o]) => [name, o.cliFlag]));
}

const source = (file: string): string => readFileSync(join(cliDistDir, file), 'utf8');

/** Local `require('./x')` bindings of a module: variable → module path relative to `dist/`. */
function localRequires(file: string, text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, name, spec] of text.matchAll(/(\w+) = require\("(\.{1,2}\/[^"]+)"\)/g)) {
    const rel = posix.join(posix.dirname(file), spec!);
    out.set(name!, existsSync(join(cliDistDir, `${rel}.js`)) ? `${rel}.js` : `${rel}/index.js`);
  }
  return out;
}

/** Flags a piece of CLI source reads directly or through option objects. */
function directReads(text: string, options: Map<string, string>): Set<string> {
  const flags = new Set<string>();
  for (const [, f] of text.matchAll(/parsedCli\.(\w+)/g)) flags.add(f!);
  for (const [, f] of text.matchAll(/parsedCli\['([^']+)'\]/g)) flags.add(f!);
  for (const [, list] of text.matchAll(/const \{([^}]*)\} = [\w.]*parsedCli;/g)) {
    for (const f of list!.split(',')) if (f.trim()) flags.add(f.trim());
  }
  if (/quietFlagProvided\)\(\)/.test(text)) flags.add('quiet');
  // Options are destructured from `BrowserSafeApis.options` or used inline.
  for (const [, name] of text.matchAll(/(\w+Option|enableLambdaInsights)\.getValue\(/g)) {
    const flag = options.get(name!);
    if (flag) flags.add(flag);
  }
  flags.delete('_');
  return flags;
}

/** Config module (`config/frame-range.js`) of each `Config.*` / `ConfigInternals.*` member. */
function configMembers(): Map<string, string> {
  const file = 'config/index.js';
  const modules = localRequires(file, source(file));
  const out = new Map<string, string>();
  for (const [, member, variable] of source(file).matchAll(/^\s+(\w+): (\w+)\.\w+,$/gm)) {
    const module = modules.get(variable!);
    if (module) out.set(member!, module);
  }
  return out;
}

/** Flags `parse-command-line.js` stores in a config module, keyed by that module. */
function flagsByConfigModule(): Map<string, Set<string>> {
  const members = configMembers();
  const out = new Map<string, Set<string>>();
  const text = source('parse-command-line.js');
  for (const block of text.split(/\n {4}if \(/).slice(1)) {
    const setter = /(?:Config|ConfigInternals)\.(\w+)\(/.exec(block)?.[1];
    const module = setter && members.get(setter);
    if (!module) continue;
    const set = out.get(module) ?? new Set<string>();
    for (const f of directReads(block.split('\n')[0]!, new Map())) set.add(f);
    out.set(module, set);
  }
  return out;
}

/** Property of `getCliOptions()`'s result → the source that computes it. */
function cliOptionSources(): Map<string, string> {
  const text = source('get-cli-options.js');
  const body = text.slice(text.indexOf('const getCliOptions ='));
  const returned = body.slice(body.indexOf('return {') + 8, body.indexOf('\n    };'));
  const out = new Map<string, string>();
  for (const line of returned.split(/,\n/)) {
    const [prop, expr] = line.trim().split(/:\s([\s\S]*)/);
    if (!prop) continue;
    let snippet = expr ?? new RegExp(`const ${prop} = ([\\s\\S]*?);\\n`).exec(body)?.[1] ?? '';
    // Follow one level of module-local helpers such as `getAndValidateFrameRange()`.
    for (const [, fn] of snippet.matchAll(/(?<![.\w])(\w+)\(/g)) {
      const start = text.indexOf(`const ${fn} = `);
      if (start >= 0) snippet += text.slice(start, text.indexOf('\n};\n', start));
    }
    out.set(prop, snippet);
  }
  return out;
}

/** Modules that every command runs through, or that only pass flags on; not walked. */
const notWalked = new Set([
  'index.js',
  'config/index.js',
  'parse-command-line.js',
  'parsed-cli.js',
  'initialize-cli.js',
  'get-cli-options.js',
]);

/** Every flag the command starting at `entry` (a file in `dist/`) reads. */
export function flagsReadBy(entry: string): Set<string> {
  const options = optionFlags();
  const members = configMembers();
  const stored = flagsByConfigModule();
  const cliOptions = cliOptionSources();
  const flags = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  const readSnippet = (file: string, text: string): void => {
    for (const f of directReads(text, options)) flags.add(f);
    const modules = localRequires(file, source(file));
    for (const [, getter] of text.matchAll(/ConfigInternals\.(\w+)\(/g)) {
      const module = members.get(getter!);
      if (module) queue.push(module);
    }
    for (const [, variable] of text.matchAll(/\(0, (\w+)\.\w+\)/g)) {
      const module = modules.get(variable!);
      if (module) queue.push(module);
    }
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || (notWalked.has(file) && file !== entry)) continue;
    seen.add(file);
    const text = source(file);
    readSnippet(file, text);
    for (const f of stored.get(file) ?? []) flags.add(f);
    for (const module of localRequires(file, text).values()) queue.push(module);
    // `getCliOptions()` computes many values; count only the ones the caller takes.
    for (const [, list] of text.matchAll(/const \{([^}]*)\} = \(0, \w+\.getCliOptions\)/g)) {
      for (const part of list!.split(',')) {
        const prop = part.split(':')[0]!.trim();
        if (prop) readSnippet('get-cli-options.js', cliOptions.get(prop) ?? '');
      }
    }
  }
  return flags;
}

/** Flags read by the dispatcher (`index.js`) for every command, or in one command's branch. */
export function dispatcherReads(command?: string): Set<string> {
  const text = source('index.js');
  if (!command) return directReads(text.slice(0, text.indexOf('    try {')), new Map());
  const start = text.indexOf(`command === '${command}')`);
  if (start < 0) return new Set();
  const end = text.indexOf('else if', start);
  return directReads(text.slice(start, end), new Map());
}

/** Flags every command reads before it starts: log level, config file, `--help`. */
export function globalFlags(): Set<string> {
  return new Set([...dispatcherReads(), ...flagsReadBy('initialize-cli.js')]);
}

/** Every flag name the pinned CLI accepts, across all commands. */
export function knownFlags(): Set<string> {
  const { BooleanFlags } = require(join(cliDistDir, 'parsed-cli.js')) as {
    BooleanFlags: string[];
  };
  const flags = new Set<string>([...optionFlags().values(), ...BooleanFlags]);
  const files = readdirSync(cliDistDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    for (const f of directReads(source(file), new Map())) flags.add(f);
  }
  return flags;
}

/**
 * The `--flag` names an MDX page documents: in its tables outside code fences, the column
 * headed "Flag" or "Flags", else the first column. Prose mentions do not count.
 */
export function documentedFlags(mdx: string): Set<string> {
  const flags = new Set<string>();
  const prose = mdx.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  for (const [table] of prose.matchAll(/(?:^\|.*\|[ \t]*\n?)+/gm)) {
    const rows = table
      .trim()
      .split('\n')
      .map((row) => row.split('|').slice(1, -1));
    const header = rows[0]?.map((cell) => cell.trim()) ?? [];
    const named = header.flatMap((cell, i) => (/^Flags?$/.test(cell) ? [i] : []));
    const columns = named.length > 0 ? named : [0];
    for (const row of rows.slice(2)) {
      for (const cell of columns.map((i) => row[i] ?? '')) {
        for (const [, f] of cell.matchAll(/`--([a-z0-9][a-z0-9-]*)(?=[`=])/gi)) flags.add(f!);
      }
    }
  }
  return flags;
}
