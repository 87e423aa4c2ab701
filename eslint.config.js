// One lint configuration for the whole tree: typed rules for TypeScript, each area with the
// globals of the runtime it runs in, and Prettier owning layout.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import rules of CONTRIBUTING's "may import" table, one fence per area. Within src/ a
// folder is matched however deep the importing file sits (`../../routing/`); from scripts/, by
// its path from the project (`../../src/routing/`).
const forbid = (names, message, allowTypeImports = false, fromScripts = false) => ({
  regex: `${fromScripts ? '(^|/)src/' : '^(\\.\\./)+'}(${names.join('|')})/`,
  allowTypeImports,
  message,
});
const astroVirtual = {
  group: ['astro:*', 'virtual:*'],
  message: 'Astro-only: this code also runs under plain Node.',
};
const nodeBuiltins = { group: ['node:*'], message: 'Runs in the browser: no Node built-ins.' };
const ASTRO_ONLY =
  'src/routing/ and src/media/ are Astro-only: pass their values in as arguments instead.';
const SCRIPT_PATTERNS = [
  astroVirtual,
  forbid(['routing', 'media', 'components', 'pages', 'islands', 'client'], ASTRO_ONLY, false, true),
];
const FENCES = [
  {
    // The Node-safe content rules: the pull, the reference CMS and tests use them.
    files: ['src/cms/**'],
    patterns: [
      astroVirtual,
      forbid(['routing', 'media', 'components', 'integrations', 'pages'], ASTRO_ONLY),
    ],
  },
  {
    files: ['src/lib/**'],
    patterns: [
      astroVirtual,
      forbid(
        ['cms', 'routing', 'media', 'components', 'integrations', 'forms', 'islands', 'client'],
        'src/lib/ holds generic helpers: no site knowledge.',
      ),
    ],
  },
  {
    files: ['src/forms/**'],
    patterns: [
      astroVirtual,
      nodeBuiltins,
      forbid(
        ['routing', 'media', 'components', 'integrations', 'islands', 'client'],
        "The forms' rules run on the server and in the browser alike.",
      ),
    ],
  },
  {
    // Browser code: types of the media helpers only.
    files: ['src/islands/**', 'src/client/**'],
    patterns: [
      astroVirtual,
      nodeBuiltins,
      forbid(
        ['routing', 'media'],
        'Browser code gets pictures as props (their types may be imported).',
        true,
      ),
      forbid(
        ['cms', 'components', 'integrations', 'lib'],
        'Browser code imports browser-safe modules only.',
      ),
    ],
  },
  {
    // Components get their data by props: the route data's types only, never its functions.
    files: ['src/components/**'],
    patterns: [
      forbid(
        ['routing'],
        'Components get data by props: import only types from src/routing/.',
        true,
      ),
    ],
  },
  {
    files: ['src/routing/**', 'src/media/**'],
    patterns: [
      forbid(['components', 'pages'], 'Route data and media helpers import no component helper.'),
    ],
  },
  {
    files: ['src/integrations/**'],
    patterns: [
      forbid(
        ['routing', 'media', 'components', 'pages'],
        "Integrations run in Astro's config: no page code.",
      ),
    ],
  },
  {
    files: ['scripts/**'],
    patterns: SCRIPT_PATTERNS,
  },
  {
    // A package of the repository stands alone: the site and the scripts use it, not the other way.
    files: ['packages/**'],
    patterns: [
      astroVirtual,
      { regex: '(^|/)(src|scripts)/', message: 'A package imports nothing from src/ or scripts/.' },
    ],
  },
  {
    // The publisher's two rooms: http/ serves the desk; the desk knows nothing of HTTP.
    files: ['scripts/lib/webhook/desk/**'],
    patterns: [
      ...SCRIPT_PATTERNS,
      {
        regex: '(^|/)http/',
        message: 'The desk (publish, preview, releases, schedule) imports nothing from http/.',
      },
    ],
  },
];

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
      'packages/**',
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
      'scripts/lib/webhook/http/pages/publish-client.js',
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
  ...FENCES.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  prettier,
);
