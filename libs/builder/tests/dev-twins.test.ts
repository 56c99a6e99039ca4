import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { devMarkdownTwin } from '../src/llms/dev-twins.js';

it('makes a page’s Markdown twin in development from its generated route module', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sk-dev-twin-'));
  mkdirSync(join(root, 'content/docs'), { recursive: true });
  mkdirSync(join(root, '.generated/routes/docs'), { recursive: true });
  writeFileSync(
    join(root, 'content/docs/a.mdx'),
    '---\ntitle: A\n---\n\n:::tip\nUse <Fact of="x" />.\n:::\n',
  );
  const route = { path: '/docs/a', head: { title: 'A', description: 'About A.' } };
  writeFileSync(
    join(root, '.generated/routes/docs/a.ts'),
    `export { default } from "../../../content/docs/a.mdx";\nexport const route: RouteInfo = ${JSON.stringify(route)};\n`,
  );
  const options = {
    generatedDir: join(root, '.generated'),
    origin: 'http://localhost:3000',
    components: { Fact: () => '42' },
  };
  expect(await devMarkdownTwin('/docs/a', options)).toBe('# A\n\nAbout A.\n\n> **Tip:** Use 42.\n');
  expect(await devMarkdownTwin('/docs/missing', options)).toBeUndefined();
});
