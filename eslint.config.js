import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      '.data/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'off',
    },
  },
  // Import boundaries: web and api may import shared; shared imports neither (only zod).
  {
    files: ['packages/shared/src/**'],
    rules: {
      // Only what packages/shared/package.json lists (zod) may be imported.
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: ['packages/shared', '.'], devDependencies: ['**/*.test.ts'] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@charterline/*', '**/apps/**', '../../*', 'node:*'],
              message: 'packages/shared imports nothing but zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.d.ts', 'e2e/global-setup.ts'],
    // Module augmentation needs interfaces.
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@charterline/api', '@charterline/api/*', '**/apps/api/**', '**/api/src/**'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@charterline/web', '@charterline/web/*', '**/apps/web/**', '**/web/src/**'],
              message: 'The API does not import the web app.',
            },
          ],
        },
      ],
    },
  },
);
