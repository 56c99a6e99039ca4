import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noReact = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      message: 'core/ folders are framework-free: no React.',
    },
  ],
};
const noApps = {
  group: ['**/apps/**', '@sitekit-app/*', '**/content/**'],
  message: 'Libraries never import the app or its content.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.generated/**',
      '**/node_modules/**',
      '.cache/**',
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
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApps] }] },
  },
  {
    files: [
      'libs/*/src/core/**/*.ts',
      'libs/*/src/channel/**/*.ts',
      'libs/*/src/protocol/**/*.ts',
      'libs/content-model/src/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noReact.patterns, noApps] }] },
  },
  {
    files: ['apps/site/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/build/**', '!**/.generated/**'],
              message: 'Browser code must not import node-only build code.',
            },
          ],
        },
      ],
    },
  },
);
