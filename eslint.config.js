// One flat config for the whole monorepo. Import boundaries of DESIGN.md §2 are enforced
// with no-restricted-imports per package (see docs/decisions/0002-import-boundaries.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const react = ['react', 'react-dom', 'react-dom/*', 'react/*'];
const kit = [
  'react-aria-components',
  'react-aria',
  'react-stately',
  '@vanilla-extract/*',
  '@react-aria/*',
];
const network = ['openapi-fetch', '@tanstack/*', 'msw', 'msw/*'];
const server = [
  'hono',
  'hono/*',
  '@hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'pg',
  'postgres',
];

/** @param {string[]} group @param {string} message */
const ban = (group, message) => ({ group, message });

/** @param {...{group: string[], message: string, allowTypeImports?: boolean}} patterns */
const boundary = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'test-results/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/generated/**',
      '**/*.gen.ts',
      'pact/pacts/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Solo export nominati (DESIGN.md §9).' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tool configs that their tools require to be default exports.
    files: [
      '**/*.config.{ts,js,mjs}',
      '.storybook/**',
      '**/*.stories.tsx',
      'tests/**/playwright.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/scheduling/**'],
    rules: boundary(
      ban(['@agendina/*'], 'scheduling non importa altri pacchetti: è la base di tutti.'),
      ban(
        [...react, ...kit, ...network, ...server],
        'scheduling è puro: niente React, DOM, fetch o server.',
      ),
    ),
  },
  {
    files: ['packages/api/**'],
    rules: boundary(
      ban(
        [
          '@agendina/ui',
          '@agendina/ui/*',
          '@agendina/web',
          '@agendina/server',
          '@agendina/server/*',
        ],
        'api non dipende da ui, web o server.',
      ),
      ban(
        [...kit, ...server, 'react-dom', 'react-dom/*'],
        'api: niente componenti, niente server.',
      ),
    ),
  },
  {
    files: ['packages/ui/**'],
    rules: boundary(
      ban(
        [
          '@agendina/api',
          '@agendina/api/*',
          '@agendina/web',
          '@agendina/server',
          '@agendina/server/*',
        ],
        'ui non conosce rete, app o server.',
      ),
      ban([...network, ...server], 'ui: niente rete né server.'),
    ),
  },
  {
    files: ['apps/web/**'],
    rules: boundary(
      ban(
        ['@agendina/server', '@agendina/server/*'],
        'web parla con il server solo attraverso @agendina/api.',
      ),
      ban(server, 'web: niente codice server.'),
      ban(
        ['react-aria-components', 'react-aria', 'react-stately', '@react-aria/*'],
        "web usa i componenti del kit: importa da '@agendina/ui' (aggiungi lì ciò che manca). " +
          "Web uses the kit: import from '@agendina/ui' (add what is missing there).",
      ),
    ),
  },
  {
    files: ['apps/server/**'],
    rules: boundary(
      ban(['@agendina/ui', '@agendina/ui/*', '@agendina/web'], 'server non importa ui né web.'),
      {
        group: ['@agendina/api', '@agendina/api/*'],
        message: 'server usa solo i tipi generati di @agendina/api.',
        allowTypeImports: true,
      },
      ban([...kit, ...react, '@tanstack/*'], 'server: niente React.'),
    ),
  },
);
