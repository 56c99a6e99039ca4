import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { ComponentMarkdown } from './llms/markdown.js';
import type { TwoslashSettings } from './mdx/twoslash.js';

/** A page written in TSX, rendered at `path` (the site lists them in its `pages` module). */
export interface AppPage {
  path: string;
  /** The module, relative to the config's `pagesDir`. */
  file: string;
  title: string;
  description?: string;
  /** Rendered without the site chrome. */
  bare?: boolean;
}

/** What a site tells the builder: where its parts are. Relative paths are relative to `appDir`. */
export interface BuilderConfig {
  /**
   * The site app's folder: its `index.html` (with `<!--sk-head-->` and `<!--sk-body-->` where the
   * prerenderer writes the head tags and the page), the browser entry that file names, and its
   * Vite config.
   */
  appDir: string;
  /** The repository root: messages, edit URLs and last-update dates name files relative to it. @default appDir */
  rootDir?: string;
  /** Authored content: `docs/`, `sidebars.ts`, one folder per collection. @default `<rootDir>/content` */
  contentDir?: string;
  /** Module whose default export is the site config (see `@sitekit/content-model`). @default `site.config.ts` */
  siteConfig?: string;
  /** Module whose default export lists the site's TSX pages (`AppPage[]`). @default none */
  pages?: string;
  /** Folder the pages' `file` names are relative to. @default `src/pages` */
  pagesDir?: string;
  /** Server entry, exporting `render(path)` (see `RenderFn`). @default `src/server/entry.tsx` */
  serverEntry?: string;
  /** The Vite config file the build runs; it must include `createVitePlugin(config)`. @default `vite.config.ts` */
  viteConfig?: string;
  /** The published site. @default `<rootDir>/dist` */
  outDir?: string;
  /** Compiled MDX, the server bundle and build reports. @default `<rootDir>/.cache` */
  cacheDir?: string;
  /** Generated route modules and manifest. @default `<appDir>/.generated` */
  generatedDir?: string;
  /** More docs, mounted under `<docs path>/generated/` in categories of 50 (benchmarks). */
  extraDocsDir?: string;
  /** Checks of the site's own data, run once the site config is read; throw to fail the build. */
  validate?: () => unknown;
  /** A fingerprint of the sources, stored in the completion marker (`<outDir>/.build.json`). */
  fingerprint?: () => string;
  /**
   * Markdown for the site's MDX components that stand for content (facts, values), used in
   * the pages' Markdown twins and llms-full.txt; components without one are left out.
   */
  markdownComponents?: () =>
    | Record<string, ComponentMarkdown>
    | Promise<Record<string, ComponentMarkdown>>;
  /**
   * The components the site gives MDX pages beside the theme's, which pages use without
   * importing them. Either their names (the keys of the `mdxComponents` the site passes the
   * theme's app), or a record of name → module exporting it by that name (a path relative to
   * `appDir`, or a package): each page then imports the ones it uses, so their code loads with
   * those pages only. When set, a page using a component that is neither one of these, the
   * theme's, nor imported by the page fails the MDX compile step, named with file, line and
   * column together with every other MDX problem. @default unchecked
   */
  mdxComponents?: readonly string[] | Readonly<Record<string, string>>;
  /**
   * How fences marked `twoslash` are type-checked: `typesRoot` (where their imports resolve
   * from) and `compilerOptions` (as in a tsconfig.json). Changing it recompiles every page.
   * @default strict options, types from `rootDir`'s `node_modules`
   */
  twoslash?: TwoslashSettings;
}

/** A config with every path absolute and every default applied. */
export interface ResolvedConfig
  extends Required<
    Omit<
      BuilderConfig,
      | 'pages'
      | 'extraDocsDir'
      | 'validate'
      | 'fingerprint'
      | 'markdownComponents'
      | 'mdxComponents'
      | 'twoslash'
    >
  > {
  pages?: string;
  extraDocsDir?: string;
  validate?: () => unknown;
  fingerprint?: () => string;
  markdownComponents?: BuilderConfig['markdownComponents'];
  /** The names of the site's MDX components. */
  mdxComponents?: readonly string[];
  /** The site's MDX components pages import: name → absolute path or package. */
  mdxComponentImports?: Readonly<Record<string, string>>;
  twoslash?: TwoslashSettings;
  /** The server bundle the prerenderer imports. */
  ssrDir: string;
  /** Compiled MDX, keyed by content hash. */
  mdxCacheDir: string;
  /** Type-checked `twoslash` samples, kept between builds. */
  twoslashCacheDir: string;
}

/** Declares a site's builder config (typed here, validated when used). */
export const defineConfig = (config: BuilderConfig): BuilderConfig => config;

/** Validates a builder config and applies the defaults; every problem is named at once. */
export function resolveConfig(config: BuilderConfig): ResolvedConfig {
  if (typeof config?.appDir !== 'string' || !config.appDir)
    throw new Error(
      'sitekit builder config is invalid:\n  - appDir: must be the site app’s folder',
    );
  const appDir = resolve(config.appDir);
  const at = (path: string | undefined, fallback: string) =>
    path === undefined ? fallback : isAbsolute(path) ? path : resolve(appDir, path);
  const rootDir = at(config.rootDir, appDir);
  const cacheDir = at(config.cacheDir, join(rootDir, '.cache'));
  const resolved: ResolvedConfig = {
    appDir,
    rootDir,
    contentDir: at(config.contentDir, join(rootDir, 'content')),
    siteConfig: at(config.siteConfig, join(appDir, 'site.config.ts')),
    pagesDir: at(config.pagesDir, join(appDir, 'src/pages')),
    serverEntry: at(config.serverEntry, join(appDir, 'src/server/entry.tsx')),
    viteConfig: at(config.viteConfig, join(appDir, 'vite.config.ts')),
    outDir: at(config.outDir, join(rootDir, 'dist')),
    cacheDir,
    generatedDir: at(config.generatedDir, join(appDir, '.generated')),
    ssrDir: join(cacheDir, 'ssr'),
    mdxCacheDir: join(cacheDir, 'mdx'),
    twoslashCacheDir: join(cacheDir, 'twoslash'),
  };
  if (config.pages !== undefined) resolved.pages = at(config.pages, '');
  if (config.extraDocsDir !== undefined) resolved.extraDocsDir = at(config.extraDocsDir, '');
  if (config.validate) resolved.validate = config.validate;
  if (config.fingerprint) resolved.fingerprint = config.fingerprint;
  if (config.markdownComponents) resolved.markdownComponents = config.markdownComponents;
  const problems: string[] = [];
  if (config.mdxComponents) resolveComponents(config.mdxComponents, appDir, resolved, problems);
  // Samples resolve their imports from the site's root, wherever its content lives.
  const { typesRoot, ...twoslash } = config.twoslash ?? {};
  resolved.twoslash = { ...twoslash, typesRoot: at(typesRoot, rootDir) };
  const mustExist: [string, string | undefined][] = [
    ['appDir', appDir],
    ['siteConfig', resolved.siteConfig],
    ['serverEntry', resolved.serverEntry],
    ['viteConfig', resolved.viteConfig],
    ['pages', resolved.pages],
    ['contentDir', resolved.contentDir],
    ['extraDocsDir', resolved.extraDocsDir],
  ];
  for (const [key, path] of mustExist)
    if (path !== undefined && !existsSync(path)) problems.push(`${key}: ${path} does not exist`);
  if (existsSync(appDir) && !existsSync(join(appDir, 'index.html')))
    problems.push(`appDir: ${join(appDir, 'index.html')} (the page template) does not exist`);
  if (problems.length)
    throw new Error(
      `sitekit builder config is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  return resolved;
}

/** Sets the names, and the modules pages import them from when given; bad entries are problems. */
function resolveComponents(
  components: NonNullable<BuilderConfig['mdxComponents']>,
  appDir: string,
  resolved: ResolvedConfig,
  problems: string[],
) {
  if (Array.isArray(components)) {
    resolved.mdxComponents = components;
    return;
  }
  const imports: Record<string, string> = {};
  for (const [name, specifier] of Object.entries(components as Record<string, string>)) {
    if (!/^[A-Z][\w$]*$/.test(name)) {
      problems.push(`mdxComponents: "${name}" is not a component name (a capitalised identifier)`);
      continue;
    }
    if (typeof specifier !== 'string' || specifier === '') {
      problems.push(`mdxComponents.${name}: must name the module exporting it`);
      continue;
    }
    const local = specifier.startsWith('.') || isAbsolute(specifier);
    const path = local ? resolve(appDir, specifier) : specifier;
    if (local && !moduleExists(path))
      problems.push(`mdxComponents.${name}: ${path} does not exist`);
    imports[name] = path;
  }
  resolved.mdxComponents = Object.keys(imports);
  resolved.mdxComponentImports = imports;
}

const moduleExtensions = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs'];
/** A module path as Vite resolves it: the file, with an extension added, or a folder's index. */
const moduleExists = (path: string) =>
  moduleExtensions.some(
    (ext) => existsSync(path + ext) && (ext !== '' || !statSync(path).isDirectory()),
  ) || moduleExtensions.slice(1).some((ext) => existsSync(join(path, `index${ext}`)));
