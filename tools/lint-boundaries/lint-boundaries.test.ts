/**
 * The import boundaries in the workspace eslint.config.js, proven on virtual files: ESLint
 * lints each snippet as if it lived at the given path, so no file is written.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

type Rule = 'no-restricted-imports' | 'no-restricted-syntax';

const lint = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result?.messages ?? [];
};
const importOf = (specifier: string) => `import '${specifier}';`;
const dynamicImportOf = (specifier: string) => `export const load = () => import('${specifier}');`;

const searchOnly = 'search imports no other @sitekit library.';
const themeOnly = 'theme may import only @sitekit/content-model, @sitekit/router-core.';
const builderOnly =
  'builder may import only @sitekit/content-model, @sitekit/router-core, @sitekit/search/build, @sitekit/theme/head.';
const noApps = 'Libraries never import the app or its content.';
const noContent = 'Libraries never import the content/ folder.';
const noReact = 'core/ folders are framework-free: no React.';
const exampleOnly =
  'The example site uses the libraries only through their @sitekit/* package entries';

/** [virtual file, code, the rule that must report, a fragment of its message] */
const forbidden: [string, string, Rule, string][] = [
  ['libs/search/src/x.ts', importOf('@sitekit/theme'), 'no-restricted-imports', searchOnly],
  [
    'libs/content-model/src/x.ts',
    importOf('@sitekit/router-core'),
    'no-restricted-imports',
    'content-model imports no other @sitekit library.',
  ],
  [
    'libs/router-core/src/core/x.ts',
    importOf('@sitekit/content-model'),
    'no-restricted-imports',
    'router-core imports no other @sitekit library.',
  ],
  [
    'libs/assistant-bridge/src/protocol/x.ts',
    importOf('@sitekit/search'),
    'no-restricted-imports',
    'assistant-bridge imports no other @sitekit library.',
  ],
  ['libs/theme/src/x.ts', importOf('@sitekit/search'), 'no-restricted-imports', themeOnly],
  [
    'libs/theme/src/shell/x.tsx',
    importOf('@sitekit/search/react'),
    'no-restricted-imports',
    themeOnly,
  ],
  [
    'libs/theme/src/x.ts',
    `export * from '@sitekit/assistant-bridge';`,
    'no-restricted-imports',
    themeOnly,
  ],
  ['libs/theme/src/x.ts', importOf('@sitekit/builder'), 'no-restricted-imports', themeOnly],
  ['libs/builder/src/x.ts', importOf('@sitekit/theme'), 'no-restricted-imports', builderOnly],
  [
    'libs/builder/src/x.ts',
    importOf('@sitekit/theme/layouts'),
    'no-restricted-imports',
    builderOnly,
  ],
  [
    'libs/builder/src/x.ts',
    importOf('@sitekit/theme/headless'),
    'no-restricted-imports',
    builderOnly,
  ],
  ['libs/builder/src/x.ts', importOf('@sitekit/search'), 'no-restricted-imports', builderOnly],
  [
    'libs/builder/src/x.ts',
    importOf('@sitekit/search/react'),
    'no-restricted-imports',
    builderOnly,
  ],
  [
    'libs/builder/src/x.ts',
    importOf('@sitekit/assistant-bridge'),
    'no-restricted-imports',
    builderOnly,
  ],
  ['libs/builder/src/x.ts', dynamicImportOf('@sitekit/theme'), 'no-restricted-syntax', builderOnly],
  ['libs/search/src/x.ts', dynamicImportOf('@sitekit/theme'), 'no-restricted-syntax', searchOnly],
  [
    'libs/theme/src/x.ts',
    importOf('../../../apps/site/src/pages/registry'),
    'no-restricted-imports',
    noApps,
  ],
  [
    'libs/search/src/core/x.ts',
    importOf('../../../../content/data/templates'),
    'no-restricted-imports',
    noContent,
  ],
  // The per-library boundaries must not drop the React ban of the framework-free folders.
  ['libs/content-model/src/x.ts', importOf('react'), 'no-restricted-imports', noReact],
  ['libs/search/src/core/x.ts', importOf('react'), 'no-restricted-imports', noReact],
  [
    'content/x.ts',
    importOf('../apps/site/src/pages/registry'),
    'no-restricted-imports',
    'content/ is data: it imports no app code.',
  ],
  [
    'content/data/x.tsx',
    importOf('../../apps/site/src/components/Icon'),
    'no-restricted-imports',
    'content/ is data: it imports no app code.',
  ],
  [
    'apps/site/src/x.tsx',
    importOf('@sitekit/builder'),
    'no-restricted-imports',
    'Browser code must not import @sitekit/builder (node-only).',
  ],
  [
    'apps/example-docs/src/x.tsx',
    importOf('@sitekit/builder'),
    'no-restricted-imports',
    'Browser code must not import @sitekit/builder (node-only).',
  ],
  // The example site reaches the libraries through their package entries only.
  [
    'apps/example-docs/src/app/x.tsx',
    importOf('../../../../libs/theme/src/app'),
    'no-restricted-imports',
    exampleOnly,
  ],
  [
    'apps/example-docs/src/x.tsx',
    importOf('@sitekit/theme/src/app'),
    'no-restricted-imports',
    exampleOnly,
  ],
  [
    'apps/example-docs/x.ts',
    importOf('../site/src/app/slots'),
    'no-restricted-imports',
    exampleOnly,
  ],
];

/** [virtual file, code, the rule that would report it if it were forbidden] */
const allowed: [string, string, Rule][] = [
  ['libs/theme/src/x.ts', importOf('@sitekit/content-model'), 'no-restricted-imports'],
  ['libs/theme/src/x.ts', importOf('@sitekit/content-model/messages'), 'no-restricted-imports'],
  ['libs/theme/src/shell/x.tsx', importOf('@sitekit/router-core/react'), 'no-restricted-imports'],
  ['libs/builder/src/x.ts', importOf('@sitekit/theme/head'), 'no-restricted-imports'],
  ['libs/builder/src/x.ts', importOf('@sitekit/search/build'), 'no-restricted-imports'],
  ['libs/builder/src/x.ts', importOf('@sitekit/content-model'), 'no-restricted-imports'],
  ['libs/builder/src/x.ts', importOf('@sitekit/router-core'), 'no-restricted-imports'],
  ['libs/builder/src/x.ts', dynamicImportOf('@sitekit/theme/head'), 'no-restricted-syntax'],
  // A library's own content/ folder is not the workspace's content/.
  ['libs/builder/src/x.ts', importOf('./content/graph.js'), 'no-restricted-imports'],
  ['libs/builder/src/mdx/x.ts', importOf('../content/graph.js'), 'no-restricted-imports'],
  ['content/data/x.ts', importOf('./types'), 'no-restricted-imports'],
  ['apps/site/src/x.tsx', importOf('@sitekit/theme'), 'no-restricted-imports'],
  ['apps/example-docs/src/x.tsx', importOf('@sitekit/theme/app'), 'no-restricted-imports'],
  ['apps/example-docs/x.ts', importOf('@sitekit/builder'), 'no-restricted-imports'],
];

describe('library import boundaries', () => {
  it.each(forbidden)('%s: %s is an error', async (file, code, rule, message) => {
    expect(await lint(file, code)).toEqual([
      expect.objectContaining({
        ruleId: rule,
        severity: 2,
        message: expect.stringContaining(message),
      }),
    ]);
  });

  it.each(allowed)('%s: %s passes', async (file, code, rule) => {
    // The rule is on for this file, so a clean result means the import is allowed.
    const config = (await eslint.calculateConfigForFile(`${root}${file}`)) as {
      rules: Record<string, unknown[]>;
    };
    expect(config.rules[rule]?.[0]).toBe(2);
    expect(await lint(file, code)).toEqual([]);
  });
});
