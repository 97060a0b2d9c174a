// Lint rules, including the process boundaries: only the Electron adapter files may import 'electron',
// and src/shared stays pure (no node:, no electron, no DOM-only modules).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'worker_threads',
  'crypto',
  'child_process',
  'http',
  'net',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'out',
      'test-results',
      'playwright-report',
      '.tmp',
      '**/*.as.ts',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // zod's named `z` is a namespace that also holds every locale: esbuild then bundles all 64 of them.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message:
            "Write `import * as z from 'zod'`: the named z pulls every zod locale into the Node bundles.",
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message:
                'Only the Electron adapter files (src/main/electron/*, src/preload) may import electron.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared is pure TypeScript: no electron.' }],
          patterns: [{ group: nodeBuiltins, message: 'src/shared is pure TypeScript: no Node built-ins.' }],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.ts', 'src/renderer/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer reaches the backend only through its API client.' },
          ],
          patterns: [
            { group: nodeBuiltins, message: 'The renderer runs in a browser: no Node built-ins.' },
            { group: ['**/main/**', '**/preload/**'], message: 'The renderer may import only src/shared.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/electron/**/*.ts', 'src/preload/**/*.ts', 'tests/e2e/electron/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // No import circles in src/: a module's imports never lead back to it (type-only imports do not count).
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
  },
);
