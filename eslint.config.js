import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noReact = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  message: 'core/ folders are framework-free: no React.',
};
const noApps = {
  group: ['**/apps/**', '@sitekit-app/*'],
  message: 'Libraries never import the app or its content.',
};
// The workspace's content/ folder is at least three levels above a library's source files
// (libs/<lib>/src/x.ts → ../../../content); a library's own content/ folder, such as
// libs/builder/src/content, is nearer and stays importable.
const noContent = {
  regex: '^(\\.\\./){3,}content(/|$)',
  message: 'Libraries never import the content/ folder.',
};

/**
 * Which @sitekit entry points each library (folder under libs/; its project.json tag in the
 * comment) may import. A bare package name allows the package and all its subpaths;
 * `pkg/entry` allows only that entry. Any other @sitekit specifier is an error, in imports,
 * re-exports and `import()`. (Without @nx/eslint-plugin, tags alone enforce nothing: this is.)
 */
const libraryBoundaries = {
  'content-model': [], // scope:model
  'router-core': [], // scope:router
  search: [], // scope:search
  'assistant-bridge': [], // scope:assistant
  theme: ['content-model', 'router-core'], // scope:theme
  // scope:builder. Node-only: the React-free entries of search and theme, not their components.
  builder: ['content-model', 'router-core', 'search/build', 'theme/head'],
};
/** Folders whose code is framework-free (no React), per library. */
const reactFreeFolders = (lib) =>
  lib === 'content-model'
    ? [`libs/${lib}/src/**/*.ts`]
    : [`libs/${lib}/src/{core,channel,protocol}/**/*.ts`];

/** A pattern matching every @sitekit specifier outside `allow`. */
const sitekitBoundary = (lib, allow) => {
  const allowed = allow.map((entry) => (entry.includes('/') ? `${entry}$` : `${entry}(?:/|$)`));
  const regex = allowed.length ? `^@sitekit/(?!${allowed.join('|')})` : '^@sitekit/';
  const message = allowed.length
    ? `${lib} may import only ${allow.map((entry) => `@sitekit/${entry}`).join(', ')}.`
    : `${lib} imports no other @sitekit library.`;
  return { regex, message, caseSensitive: true };
};
/** `no-restricted-imports` does not see `import()`: the same boundary for dynamic imports. */
const dynamicImportBoundary = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
  message,
});

const libraryBoundaryConfigs = Object.entries(libraryBoundaries).flatMap(([lib, allow]) => {
  const boundary = sitekitBoundary(lib, allow);
  const rules = (patterns) => ({
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', dynamicImportBoundary(boundary)],
  });
  // Flat config replaces a rule's options rather than merging them: the React-free folders
  // repeat the library's boundary.
  return [
    {
      files: [`libs/${lib}/**/*.{ts,tsx,mts,js,mjs}`],
      rules: rules([noApps, noContent, boundary]),
    },
    { files: reactFreeFolders(lib), rules: rules([noReact, noApps, noContent, boundary]) },
  ];
});

/** Browser code of an app: nothing node-only. */
const browserCode = [
  {
    group: ['**/build/**', '!**/.generated/**'],
    message: 'Browser code must not import node-only build code.',
  },
  {
    group: ['@sitekit/builder', '@sitekit/builder/*'],
    message: 'Browser code must not import @sitekit/builder (node-only).',
  },
];
/** What the example site may not reach into: library sources and the other app, by any path. */
const publicEntriesOnly = {
  regex:
    '^(\\.\\./)+(libs|site)(/|$)|/(libs|apps/site)(/|$)|^@sitekit-app/|^@sitekit/[^/]+/src(/|$)',
  message:
    'The example site uses the libraries only through their @sitekit/* package entries, and nothing of apps/site.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.generated/**',
      '**/node_modules/**',
      '**/.cache/**',
      '.nx/**',
      'tmp/**',
      '**/storybook-static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  ...libraryBoundaryConfigs,
  {
    files: ['content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@sitekit-app/*'],
              message: 'content/ is data: it imports no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: browserCode }] },
  },
  // The example site proves the libraries stand alone: it reaches them only through their
  // package entries, and its browser code is held to the same rule as the site's.
  {
    files: ['apps/example-docs/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [publicEntriesOnly] }] },
  },
  {
    files: ['apps/example-docs/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [publicEntriesOnly, ...browserCode] }],
    },
  },
);
