// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import i18next from 'eslint-plugin-i18next';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import routeRules from './eslint-rules/no-route-literal.js';
import formRules from './eslint-rules/one-form-engine.js';
import structureRules from './eslint-rules/hooks-only.js';
import formatRules from './eslint-rules/bound-language.js';
import { layerZones } from './eslint-rules/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'packages/*/dist/**',
      'dist-*/**',
      '.stryker-tmp/**',
      'reports/**',
      'src/api/generated/**',
      'src/market/generated/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'docs-html/**',
      'contract-report/**',
      'tools/asyncapi-docs/**',
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads a dependency's imports only from files it knows how to parse: without these,
      // every .ts/.tsx import is skipped and no-cycle never sees a cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages and the generated client are not followed: neither can close a cycle through
      // hand-written code (generated code imports only the http client and its own models).
      'import-x/ignore': ['node_modules', 'src/api/generated'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // small modules everywhere: a hand-written file over 300 lines is split by concern
      'max-lines': ['error', { max: 300 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { i18next },
    extends: [reactHooks.configs.flat.recommended, ...pluginQuery.configs['flat/recommended']],
    rules: {
      // No literal user-visible text in JSX: everything comes from locales/.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt', 'label', 'description'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '404', '—'] },
        },
      ],
      // 2. The network is reached through the generated client and the market transport only.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the generated hooks (src/api/generated).' },
        { name: 'XMLHttpRequest', message: 'Use the generated hooks (src/api/generated).' },
        { name: 'WebSocket', message: 'Only src/market/ transport code opens sockets.' },
        {
          name: 'EventSource',
          message: 'The provider has no event stream: use the generated hooks or the market socket.',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'fetch', message: 'Use the generated hooks.' },
          { object, property: 'XMLHttpRequest', message: 'Use the generated hooks.' },
          { object, property: 'WebSocket', message: 'Only src/market/ transport code opens sockets.' },
          {
            object,
            property: 'EventSource',
            message: 'The provider has no event stream: use the generated hooks or the market socket.',
          },
        ]),
        {
          object: 'navigator',
          property: 'sendBeacon',
          message: 'Writes go through the generated hooks, once, with an answer the user sees.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        // 4. Colours are semantic tokens of src/theme, never literals in a component.
        {
          selector: 'Literal[value=/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/]',
          message: 'Colours come from the theme: use a semantic token (src/theme), not a hex literal.',
        },
        {
          selector: 'Literal[value=/^(rgb|rgba|hsl|hsla)\\(/]',
          message: 'Colours come from the theme: use a semantic token (src/theme), not a colour literal.',
        },
        // 5. No barrels: import a module by its own path, so the graph (and the bundle) stays explicit.
        {
          selector: 'ExportAllDeclaration',
          message: 'No `export *` barrels in hand-written code: export names explicitly.',
        },
        // 6. Visible text outside JSX (toasts, dialog titles, labels passed as props or in tables)
        //    also comes from locales/: a value that reads as words, not as a locale key.
        {
          selector:
            'Property[key.name=/^(title|description|message|label|placeholder|text|confirmLabel|cancelLabel|helperText|errorText|ariaLabel)$/] > Literal[value=/(^[A-Z][a-z]+)|([A-Za-z]\\s+[A-Za-z])/]',
          message: 'Visible text comes from locales/ (t(...)), not a string literal.',
        },
        // 7. What a write makes stale is declared with the query factories (src/api/queries: *Scopes,
        //    *Writes, then invalidate()), never by cutting a generated key short at the call site.
        {
          selector: 'MemberExpression[property.name="slice"] CallExpression[callee.name=/^get\\w*QueryKey$/]',
          message:
            'Do not slice a query key: use the scopes and writes its factory declares (src/api/queries) with invalidate().',
        },
      ],
      // 3. Mock code never reaches the production bundle.
      'no-restricted-imports': [
        'error',
        {
          // one zod in the app: classic zod's string methods keep every string format of zod's core
          // in the chunk the answers' check shares with the forms (docs/decisions/0048-forms-on-zod-mini.md)
          paths: [{ name: 'zod', message: 'Import zod from zod/mini: the forms and the answers share its core.' }],
          patterns: [
            { group: ['**/*.msw', '**/*.faker', '**/mocks/**'], message: 'Mock code belongs in tests only.' },
            { group: ['msw', 'msw/*', '@faker-js/faker'], message: 'Mock code belongs in tests only.' },
          ],
        },
      ],
    },
  },
  {
    // The app's addresses are built from one table (src/lib/route-paths.ts); tests may spell out
    // the addresses a user sees.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/route-paths.ts', 'src/**/*.test.{ts,tsx}'],
    plugins: { routes: routeRules },
    rules: { 'routes/no-path-literal': 'error' },
  },
  {
    // One form engine (docs/decisions/0039-one-form-engine.md): react-hook-form with zod through
    // useReviewedForm. What the user of a money or order form types is a field of it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { forms: formRules },
    rules: { 'forms/no-money-form': 'error' },
  },
  {
    files: [
      'src/features/{withdraw,deposit,exchange,loan,staking,newcoin,contract,trade}/**/*.{ts,tsx}',
      'src/lib/use-reviewed-form.ts',
      'src/**/*-form.tsx',
    ],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { forms: formRules },
    rules: { 'forms/no-field-state': 'error' },
  },
  {
    // A component formats through useFormat() (src/lib/use-format.ts), which binds the language once; it
    // never passes the language to a format helper (decision 0043). Pure code keeps the explicit helpers.
    files: ['src/features/**/*.tsx', 'src/components/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { format: formatRules },
    rules: { 'format/bound-language': 'error' },
  },
  {
    // hooks/ folders hold hooks only (use-*.ts); schemas, stores, status tables and formatters sit next
    // to the feature (schemas.ts, *-store.ts, statuses.ts).
    files: ['src/**/hooks/**/*.{ts,tsx}'],
    plugins: { structure: structureRules },
    rules: { 'structure/hooks-only': 'error' },
  },
  {
    files: ['src/api/http-client.ts', 'src/market/**/*.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The theme defines the colours; the chart's canvas reads them as CSS variables and keeps a
    // literal only as the fallback for a variable it cannot read.
    files: ['src/theme/**/*.{ts,tsx}', 'src/components/market-chart/chart-palette.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'packages/*/test/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
      'no-restricted-syntax': 'off',
      'i18next/no-literal-string': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The sandbox's tests read JSON answers off the wire: the harness checks each against the
    // contract's zod schema, so the tests may read them untyped.
    files: ['mocks/**/*.test.ts', 'mocks/sandbox/testing.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // served as they are to the browser (the theme boot script runs before the app)
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      '*.{js,mjs,ts}',
      'build/**/*.ts',
      'mocks/**/*.ts',
      'scripts/**/*.ts',
      'packages/**/*.{js,ts}',
      'tests/contract/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/faults/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
);
