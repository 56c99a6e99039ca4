import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { designTokens as readTokens } from '../src/tokens/tokens.js';

const workspace = fileURLToPath(new URL('../../..', import.meta.url));
const MODULE_ID = 'virtual:sitekit/design-tokens';

/** The libraries' stylesheets the tokens page reads: the theme's, then the search UI's. */
export function tokenStylesheets(): string[] {
  const search = join(workspace, 'libs/search/src/react');
  const searchCss = readdirSync(search, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => join(search, f));
  return [join(workspace, 'libs/theme/src/styles/index.css'), ...searchCss];
}

/**
 * `import tokens from 'virtual:sitekit/design-tokens'`: the design tokens read from the
 * stylesheets when Storybook builds (and again in dev when one changes), so the tokens page
 * cannot drift from the CSS.
 */
export function designTokens(): Plugin {
  return {
    name: 'sitekit:design-tokens',
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : null),
    load(id) {
      if (id !== `\0${MODULE_ID}`) return null;
      const files = tokenStylesheets();
      files.forEach((file) => this.addWatchFile(file));
      const tokens = readTokens(
        files.map((file) => ({
          file: relative(workspace, file),
          css: readFileSync(file, 'utf8'),
        })),
      );
      return `export default ${JSON.stringify(tokens)};`;
    },
  };
}
