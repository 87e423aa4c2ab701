// One lint configuration for the whole tree: typed rules for TypeScript, each area with the
// globals of the runtime it runs in, and Prettier owning layout.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code that runs under plain Node (the scripts, the Node-safe content layer, the shared helpers)
// cannot load Astro's virtual modules, nor the Astro-only data layer that imports them.
const astroOnly = {
  patterns: [
    {
      group: ['astro:*', 'virtual:*'],
      message: 'Astro-only: this code also runs under plain Node.',
    },
    {
      regex: '(^|/)src/(routing|media)/|^(\\.\\./)+(routing|media)/',
      allowTypeImports: true,
      message:
        'src/routing/ and src/media/ are Astro-only: pass their values in as arguments instead.',
    },
  ],
};

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
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  astro.configs.recommended,
  // Astro components and plain JavaScript are linted without types: the Astro parser gives
  // typescript-eslint no program for the component script.
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
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
  // Each area gets the globals of where it runs.
  {
    files: [
      'scripts/**',
      'src/integrations/**',
      'src/lib/**',
      'src/cms/**',
      'src/routing/**',
      'src/media/**',
      'tests/**',
      '*.config.*',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      'src/client/**',
      'src/islands/**',
      '**/*.astro',
      '**/*.astro/*.ts',
      'scripts/lib/webhook/pages/publish-client.js',
    ],
    languageOptions: { globals: globals.browser },
  },
  // Playwright callbacks run in the page.
  { files: ['tests/e2e/**'], languageOptions: { globals: globals.browser } },
  // Tests read JSON answers whose shape is what they assert: expect() checks each value read.
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stand-ins implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['src/islands/**'], extends: [reactHooks.configs.flat['recommended-latest']] },
  // The publisher's shell stays made of short functions (issue 35: two closures of 169 and 201 lines).
  {
    files: ['scripts/lib/webhook/**', 'scripts/webhook.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    files: ['src/cms/**', 'src/lib/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', astroOnly] },
  },
  prettier,
);
