import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isPageModule,
  pageModuleExports,
  routeModuleFile,
  writeGenerated,
} from '../src/codegen.js';
import { resolveConfig } from '../src/config.js';
import { buildContentGraph } from '../src/content/graph.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const site = (generated: string) =>
  resolveConfig({
    appDir: join(fixtures, 'site'),
    rootDir: join(import.meta.dirname, '../../..'),
    contentDir: join(fixtures, 'valid'),
    generatedDir: join(fixtures, '.out', generated),
    pages: 'pages.ts',
  });

describe('generated modules', () => {
  it('with page modules, loads Markdown pages through loadPageModule and writes no module for them', async () => {
    const config = site('codegen-pages');
    const graph = await buildContentGraph(config, { production: true });
    await writeGenerated(graph, config.generatedDir, { clean: true, pageModules: true });
    const manifest = await readFile(join(config.generatedDir, 'manifest.ts'), 'utf8');
    const doc = graph.routes.find((r) => r.path === '/docs/guide/steps')!;
    const other = graph.routes.find((r) => !isPageModule(r))!;
    expect(isPageModule(doc)).toBe(true);
    expect(manifest).toContain(`import { loadPageModule } from '@sitekit/theme/app';`);
    expect(manifest).toContain(`"/docs/guide/steps": () => loadPageModule("/docs/guide/steps"),`);
    expect(existsSync(routeModuleFile(config.generatedDir, doc.path))).toBe(false);
    expect(existsSync(routeModuleFile(config.generatedDir, other.path))).toBe(true);
    expect(pageModuleExports(doc)).toBe(
      `export { DocLayout as Layout } from '@sitekit/theme/layouts';\nexport const route = ${JSON.stringify(doc.info)};`,
    );
  });

  it('without, imports every route module through the bundler', async () => {
    const config = site('codegen-dev');
    const graph = await buildContentGraph(config, { production: false });
    await writeGenerated(graph, config.generatedDir, { clean: true });
    const manifest = await readFile(join(config.generatedDir, 'manifest.ts'), 'utf8');
    expect(manifest).not.toContain('loadPageModule');
    expect(manifest).toContain(`"/docs/guide/steps": () => import("./routes/docs/guide/steps"),`);
  });
});
