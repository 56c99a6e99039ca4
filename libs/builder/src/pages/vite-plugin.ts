/**
 * The bundler's side of the pages built outside it: one small entry per set of names the pages
 * take from a module (see `imports.ts`), built with the app so that a page shares the app's
 * React and components. The builder lists the modules in `page-deps.json` (in the generated
 * folder) before the Vite builds; each build writes where it put them into
 * `.vite/sitekit-page-deps.json` in its output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { dependencyKey, dependencySource, type Dependency } from './imports.js';

/** The list of modules the builder hands to the Vite builds. */
export const PAGE_DEPS_FILE = 'page-deps.json';
/** Where each build records its dependency modules, in its output folder. */
export const PAGE_DEPS_RECORD = '.vite/sitekit-page-deps.json';

/** One dependency module as built: its file, the files it imports statically, their styles. */
export interface BuiltDependency {
  file: string;
  imports: string[];
  css: string[];
}
/** What a build recorded: dependency key (`dependencyKey`) → its built module. */
export type DependencyRecord = Record<string, BuiltDependency>;

const PREFIX = '\0sitekit-page-dep:';

/** A readable chunk name for a module: its last meaningful path segment. */
function chunkName({ module }: Dependency, index: number): string {
  const parts = module
    .replace(/\.[cm]?[jt]sx?$/, '')
    .split(/[\\/]/)
    .filter((p) => p && p !== 'index' && p !== 'src');
  const last = (parts.at(-1) ?? 'dep').replace(/[^\w-]/g, '_');
  return `page-dep-${index}-${last}`;
}

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
};

export function pageDependencies(generatedDir: string): Plugin {
  let modules: Dependency[] = [];
  let ssr = false;
  return {
    name: 'sitekit:page-dependencies',
    apply: 'build',
    config(_user, env) {
      ssr = Boolean(env.isSsrBuild);
      try {
        modules = JSON.parse(
          readFileSync(join(generatedDir, PAGE_DEPS_FILE), 'utf8'),
        ) as Dependency[];
      } catch {
        modules = [];
      }
    },
    buildStart() {
      modules.forEach((module, i) =>
        this.emitFile({
          type: 'chunk',
          id: `${PREFIX}${i}`,
          preserveSignature: 'strict',
          // The server build names its entry `entry.js`: dependencies get names of their own.
          ...(ssr
            ? { fileName: `page-deps/${chunkName(module, i)}.js` }
            : { name: chunkName(module, i) }),
        }),
      );
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const dep = modules[Number(id.slice(PREFIX.length))];
      return dep ? dependencySource(dep) : null;
    },
    generateBundle(_options, bundle) {
      if (!modules.length) return;
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle))
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as Chunk);
      const closure = (file: string, seen: Set<string>) => {
        for (const dep of chunks.get(file)?.imports ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          closure(dep, seen);
        }
        return seen;
      };
      const record: DependencyRecord = {};
      for (const chunk of chunks.values()) {
        const id = chunk.facadeModuleId;
        if (!id?.startsWith(PREFIX)) continue;
        const imports = [...closure(chunk.fileName, new Set())];
        const css = [chunk.fileName, ...imports].flatMap((f) => [
          ...(chunks.get(f)?.viteMetadata?.importedCss ?? []),
        ]);
        record[dependencyKey(modules[Number(id.slice(PREFIX.length))]!)] = {
          file: chunk.fileName,
          imports,
          css: [...new Set(css)],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_DEPS_RECORD,
        source: JSON.stringify(record, null, 2),
      });
    },
  };
}
