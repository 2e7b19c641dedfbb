import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** A layer and the folders it must not import from. */
const layer = (target, forbidden) => ({
  target,
  from: forbidden,
  message: 'imports flow app -> features -> components -> lib (ARCHITECTURE.md)',
})

export default tseslint.config(
  {
    ignores: [
      '.next/',
      'out/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'scripts/bench/floor/.next/',
      'scripts/bench/floor/out/',
      'scripts/bench/floor/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A component's CSS module is its own: others use the component, not its class names.
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'features/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./.*\\.module\\.css$',
              message: 'import the component that owns these styles, not its CSS module',
            },
          ],
        },
      ],
    },
  },
  {
    // Layout components render what they are given; the routes load it (ARCHITECTURE.md).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '/lib/(content/guides|reference/references|catalogues/catalogues|site-index/(site-links|home-page))$',
              message: 'pass the data as props from the route instead of loading it in a component',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Imports flow one way: app -> features -> components -> lib; server and scripts -> lib
    // (the server also mounts the local platform, which builds on lib alone).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      // Every package the code imports is declared in package.json, not reached through another's.
      'import-x/no-extraneous-dependencies': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer('./lib', [
              './app',
              './features',
              './components',
              './server',
              './scripts',
              './platform',
            ]),
            layer('./components', ['./app', './features', './server', './scripts', './platform']),
            layer('./features', ['./app', './server', './scripts', './platform']),
            layer('./server', ['./app', './features', './components', './scripts']),
            layer('./scripts', ['./app', './features', './components', './server', './platform']),
            layer('./platform', ['./app', './features', './components', './server', './scripts']),
          ],
        },
      ],
    },
  },
  {
    // Browser tests take `test` from the fixture that waits for the app after a page loads.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './support/test': its page waits for the app to start.",
            },
          ],
        },
      ],
    },
  },
  {
    // The declarations of our client packages hold each reference signature as the reader sees
    // it (types/js/js-declarations.test.ts), `any` and `{}` included, and one overload per
    // signature even where two could be merged.
    files: ['types/js/**/*.d.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/unified-signatures': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
