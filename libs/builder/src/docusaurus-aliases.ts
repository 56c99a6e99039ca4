import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOCUSAURUS_THEME_MODULES } from '@sitekit/theme/head';
import type { Plugin } from 'vite';
import { unknownThemeModuleMessage } from './mdx/references.js';

/** `file:line` of the first line of `importer` naming `specifier`, or the file alone. */
function placeOf(importer: string | undefined, specifier: string, rootDir: string): string {
  if (!importer) return 'an entry';
  const file = importer.split('?')[0]!;
  const name = relative(rootDir, file) || file;
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex(
      (l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`),
    );
    return line < 0 ? name : `${name}:${line + 1}`;
  } catch {
    return name;
  }
}

/**
 * Vite plugin: the module names Docusaurus pages and site code import. `@site/x` is `x` in the
 * site's root folder (`rootDir`: in Docusaurus, the folder of docusaurus.config); `@theme/Name`
 * is `@sitekit/theme/docusaurus/Name` for each name the theme lists (`DOCUSAURUS_THEME_MODULES`,
 * default exports as in Docusaurus). Any other `@theme/` import fails the build, naming the
 * importing file and line, the import and the modules there are. (MDX pages get the same check
 * with a code frame from `bindReferences`, before their imports are resolved.)
 */
export function docusaurusAliases(rootDir: string): Plugin {
  const known = new Set<string>(DOCUSAURUS_THEME_MODULES);
  return {
    name: 'sitekit:docusaurus-aliases',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source.startsWith('@site/'))
        return this.resolve(join(rootDir, source.slice('@site/'.length)), importer, {
          ...options,
          skipSelf: true,
        });
      if (!source.startsWith('@theme/')) return null;
      const name = source.slice('@theme/'.length);
      if (!known.has(name))
        this.error(`${placeOf(importer, source, rootDir)}: ${unknownThemeModuleMessage(source)}`);
      return this.resolve(`@sitekit/theme/docusaurus/${name}`, importer, {
        ...options,
        skipSelf: true,
      });
    },
  };
}
