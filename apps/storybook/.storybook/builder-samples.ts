import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const samples = fileURLToPath(new URL('../samples/', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../../.cache/storybook-mdx/', import.meta.url));
const PREFIX = 'sitekit-mdx:';

/**
 * `import Body, { toc } from 'sitekit-mdx:admonitions'`: `samples/admonitions.mdx` compiled
 * by the builder's own MDX pipeline (remark plugins, Shiki, twoslash) and its `@theme/*`
 * imports resolved as a site's build resolves them, so the stories of the MDX output show
 * what a build emits, not markup written to look like it. The virtual id keeps Storybook's
 * own MDX plugin (docs pages) away from these files.
 */
export async function builderSamples(): Promise<Plugin[]> {
  // Node-only; Storybook runs with the `@sitekit/source` condition, so this is the source.
  const builder = await import('@sitekit/builder');
  const compile = builder.createMdxCompiler(cacheDir);
  const samplesPlugin: Plugin = {
    name: 'sitekit:builder-samples',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}.js` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1, -'.js'.length);
      const file = join(samples, `${name}.mdx`);
      this.addWatchFile(file);
      const bound = builder.bindReferences(await compile(await readFile(file, 'utf8'), file), file);
      if (bound.problems.length) {
        throw new Error(bound.problems.map((p) => `${file}:${p.line}: ${p.message}`).join('\n'));
      }
      return bound.code;
    },
  };
  return [builder.docusaurusAliases(samples), samplesPlugin];
}
