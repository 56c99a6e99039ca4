/**
 * Skipping a Vite build whose inputs did not change. Each build records what it read
 * (`buildInputs`, a plugin of `createVitePlugin`): every module file, every file in the
 * folders of the site's own modules (stylesheets and fonts they reference are read without
 * being modules), the generated folder the builder hands to Vite, the public folder and the
 * config file with what it imports; and a key of the resolved config's settings, the
 * lockfile and the builder's own code (which runs inside Vite). Packages are not hashed file
 * by file: the lockfile stands for them. The next build re-reads those files
 * (`unchangedBuild`) and reuses the output when every hash and folder listing matches.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig as ViteConfig } from 'vite';
import { hashOf } from './hash.js';

/** Where a build records its inputs, in its output folder. */
export const INPUTS_RECORD = '.vite/sitekit-inputs.json';

/** What a Vite build read: file → content hash; folder → the names of its files. */
export interface InputsRecord {
  key: string;
  files: Record<string, string>;
  folders: Record<string, string[]>;
}

/** Config values that change what a build writes (functions and patterns by their source). */
export function settingsOf(config: ViteConfig, environment: string): string {
  const own = config.environments[environment];
  const seen = new WeakSet<object>();
  return JSON.stringify(
    {
      root: config.root,
      base: config.base,
      mode: config.mode,
      env: config.env,
      environment,
      resolve: own?.resolve,
      build: own?.build,
      define: own?.define,
      globalDefine: config.define,
      ssr: config.ssr,
      publicDir: config.publicDir,
      plugins: config.plugins.map((p) => p.name),
    },
    (_key, value: unknown) => {
      if (typeof value === 'function' || value instanceof RegExp) return String(value);
      if (value instanceof Set) return [...value];
      if (value && typeof value === 'object') {
        if (seen.has(value)) return '[seen]';
        seen.add(value);
      }
      return value;
    },
  );
}

/** The nearest lockfile above `dir` (npm, pnpm, yarn or bun), if any. */
function lockfileOf(dir: string): string | undefined {
  for (let at = resolve(dir); ; at = dirname(at)) {
    for (const name of ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'])
      if (existsSync(join(at, name))) return join(at, name);
    if (dirname(at) === at) return undefined;
  }
}

/** The names of the files directly in `folder`, sorted (none when it does not exist). */
const fileNamesIn = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort()
    : [];

/** Every file under `dir`, recursively (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** The builder's own code: the folder of its sources or of its published build. */
const builderDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** The key of a build: its settings, the lockfile's content and the builder's code. */
function keyOf(settings: string, root: string): string {
  const lockfile = lockfileOf(root);
  const builder = filesUnder(builderDir)
    .filter((f) => /\.[cm]?[jt]s$/.test(f) && !/\.test\.|\.d\.ts$/.test(f))
    .sort()
    .map((f) => `${f}\0${hashOf(readFileSync(f))}`);
  return hashOf(settings, lockfile ? readFileSync(lockfile) : '', ...builder);
}

const fileOfModule = (id: string): string | undefined => {
  const path = id.replace(/^\0/, '').split('?')[0]!;
  if (!isAbsolute(path)) return undefined;
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
};

const isPackageFile = (file: string) => /[\\/]node_modules[\\/]/.test(file);

const STYLESHEET = /\.(css|scss|sass|less|styl)$/;
const REFERENCE = /@import\s+(?:url\()?\s*['"]([^'"]+)['"]|url\(\s*['"]?([^'")\s]+)['"]?\s*\)/g;

/**
 * The local files the given stylesheets reference (`@import`, `url()`), and theirs in turn:
 * the CSS pipeline reads them without making them modules.
 */
export function referencedByStyles(files: readonly string[]): string[] {
  const found = new Set<string>();
  const queue = files.filter((f) => STYLESHEET.test(f) && !isPackageFile(f));
  for (let sheet = queue.shift(); sheet; sheet = queue.shift()) {
    const text = readFileSync(sheet, 'utf8');
    for (const [, imported, url] of text.matchAll(REFERENCE)) {
      const ref = (imported ?? url ?? '').split(/[?#]/)[0]!;
      if (!ref.startsWith('.')) continue;
      const file = resolve(dirname(sheet), ref);
      if (found.has(file) || !existsSync(file) || !statSync(file).isFile()) continue;
      found.add(file);
      if (STYLESHEET.test(file)) queue.push(file);
    }
  }
  return [...found];
}

/** The plugin recording what a production build read (see the module's comment). */
export function buildInputs(generatedDir: string): Plugin {
  let config: ViteConfig | undefined;
  return {
    name: 'sitekit:build-inputs',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle() {
      if (!config) return;
      const files = new Set<string>();
      const folders = new Set<string>();
      for (const id of this.getModuleIds()) {
        const file = fileOfModule(id);
        if (!file || isPackageFile(file)) continue;
        files.add(file);
        folders.add(dirname(file));
      }
      // What stylesheets read without it being a module: `@import`ed sheets, fonts, images.
      for (const file of referencedByStyles([...files])) {
        files.add(file);
        folders.add(dirname(file));
      }
      for (const file of config.configFileDependencies) files.add(resolve(file));
      if (config.configFile) files.add(config.configFile);
      for (const dir of [generatedDir, config.publicDir].filter(Boolean))
        for (const file of filesUnder(dir)) {
          files.add(file);
          folders.add(dirname(file));
        }
      const record: InputsRecord = {
        key: keyOf(settingsOf(config, this.environment.name), config.root),
        files: {},
        folders: {},
      };
      for (const folder of [...folders].sort()) {
        const names = fileNamesIn(folder);
        record.folders[folder] = names;
        for (const name of names) files.add(join(folder, name));
      }
      for (const file of [...files].sort()) record.files[file] = hashOf(readFileSync(file));
      this.emitFile({ type: 'asset', fileName: INPUTS_RECORD, source: JSON.stringify(record) });
    },
  };
}

/**
 * Whether the build that wrote `outDir` would write the same output now: its recorded inputs
 * are all unchanged, and `config` (the Vite config resolved for this build) has the same
 * settings for `environment`.
 */
export async function unchangedBuild(
  outDir: string,
  config: ViteConfig,
  environment: 'client' | 'ssr',
): Promise<boolean> {
  const text = await readFile(join(outDir, INPUTS_RECORD), 'utf8').catch(() => undefined);
  if (!text) return false;
  const record = JSON.parse(text) as InputsRecord;
  if (record.key !== keyOf(settingsOf(config, environment), config.root)) return false;
  for (const [folder, names] of Object.entries(record.folders))
    if (fileNamesIn(folder).join('\0') !== names.join('\0')) return false;
  for (const [file, hash] of Object.entries(record.files)) {
    const data = await readFile(file).catch(() => undefined);
    if (!data || hashOf(data) !== hash) return false;
  }
  return true;
}
