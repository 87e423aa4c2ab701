// One lint configuration for the whole tree: TypeScript and Astro files, with Prettier owning layout.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-test/',
      'node_modules/',
      '.astro/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      'deploy/',
      'snapshot/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // File names, paths and terminal output are checked for control characters on purpose.
      'no-control-regex': 'off',
      // A leading underscore marks a value left out on purpose (`const { kind: _kind, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  prettier,
);
