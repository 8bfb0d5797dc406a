import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL(`${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature imports no other feature: app/ combines them. The few that are right, and why
// (paths relative to features/):
const CROSS_FEATURE_ALLOWED = {
  // The wizard shows the catalogue and the server's price of its basket (billing's calls),
  // and its payment and add-on steps are paid through the checkout dialog and its return.
  formation: ['./billing/api', './checkout'],
  // The checkout return fires the affiliate pixel the dashboard configuration describes.
  checkout: ['./dashboard-config'],
  // Changing the saved card uses the checkout's card form and Stripe's embedded form.
  'payment-method': ['./checkout/components', './checkout/stripe-embedded.tsx'],
  // LLC Management's Changes (decision 0136): paid changes go through the checkout dialog, and
  // its forms reuse the wizard's owner, address and choice fields (the same shared schemas).
  'company-changes': [
    './checkout/checkout-dialog.tsx',
    './formation/address-fields.tsx',
    './formation/choice-field.tsx',
    './formation/form-fields.tsx',
    './formation/owners-fields.tsx',
    './formation/step-form.ts',
    './formation/api/get-company-details.ts',
    // The forms start from the company's profile (the same query, one cache entry).
    './llc-profile/api/get-company-profile.ts',
  ],
  // Accounting (issue 22): the ledger's search field, money inputs and form errors reuse
  // invoicing's (one look, one way to read an amount); receipts go to the documents vault.
  accounting: [
    './invoicing/components/search-field.tsx',
    './invoicing/form-errors.ts',
    './invoicing/invoicing-texts.ts',
    './invoicing/money.ts',
    './documents/api/upload-documents.ts',
    './documents/api/download-document.ts',
  ],
  // Communication's mail (issue 23): the mailing address is bought, and paid requests
  // (forwarding's shipping, an unlock) paid, through the usual checkout and offers.
  mail: ['./checkout/checkout-dialog.tsx', './billing/api/get-offers.ts'],
  // The phone tab (issue 23): the number and its credit are bought through the checkout
  // dialog at the prices billing offers the company.
  // Its forms start on the founder's country, read from the company's owners (issue 36).
  phone: [
    './billing/api/get-offers.ts',
    './checkout/checkout-dialog.tsx',
    './formation/api/get-company-details.ts',
  ],
};

// Imports flow one way (bulletproof-react): lib → components → features → app.
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...(CROSS_FEATURE_ALLOWED[feature] ?? [])],
    message: 'A feature does not import another feature; combine them in app/.',
  })),
  {
    target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: `${WEB}/app`,
    message: 'Only app/ imports app/.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: `${WEB}/features`,
    message: 'Shared code does not import features.',
  },
  {
    target: [`${WEB}/lib`, `${WEB}/config`],
    from: `${WEB}/components`,
    message: 'lib/ holds no UI: it does not import components/.',
  },
];

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
    settings: {
      // The web's '@/…' imports resolve as Vite and tsc resolve them, so the zones see them.
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: new URL('./apps/web/tsconfig.json', import.meta.url).pathname },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
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
