import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { API_LAYERS } from './scripts/api-layers.mjs';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL(`${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature imports no other feature: app/ combines them, and what several features show
// (form fields, search boxes, the form-error mapper, the address's list state) lives in
// components/ and lib/. What stays is a feature other features use for what only it does,
// each entry with why (paths relative to features/):
// - the checkout dialog is the one way anything is paid: a feature that sells something
//   (a wizard step, a change, a mailbox, a phone number) opens it with its items, never a
//   payment flow of its own;
// - billing's offers and prices are the company's prices, which only the server's billing
//   knows: a feature that sells shows them, it does not price.
const CROSS_FEATURE_ALLOWED = {
  // The wizard shows the catalogue and the server's price of its basket (billing's calls),
  // and its payment and add-on steps are paid through the checkout dialog and its return.
  formation: ['./billing/api', './checkout'],
  // The checkout return fires the affiliate pixel the dashboard configuration describes.
  checkout: ['./dashboard-config'],
  // Changing the saved card uses the checkout's card form and Stripe's embedded form.
  'payment-method': ['./checkout/components', './checkout/stripe-embedded.tsx'],
  // LLC Management's Changes (decision 0136): paid changes go through the checkout dialog;
  // the forms start from the company's details and profile (the same queries, one cache
  // entry each, not a second call for the same answer).
  'company-changes': [
    './checkout/checkout-dialog.tsx',
    './formation/api/get-company-details.ts',
    './company-profile/api/get-company-profile.ts',
  ],
  // Accounting (issue 22): a receipt is a document of the vault, uploaded and opened there.
  accounting: ['./documents/api/upload-documents.ts', './documents/api/download-document.ts'],
  // Communication's mail (issue 23): the mailing address is bought, and paid requests
  // (forwarding's shipping, an unlock) paid, through the checkout at the offered prices.
  mailbox: ['./checkout/checkout-dialog.tsx', './billing/api/get-offers.ts'],
  // The phone tab (issue 23): the number and its credit are bought through the checkout at
  // the offered prices; its forms start on the founder's country, read from the company's
  // owners (issue 36, the company details' query).
  phone: [
    './billing/api/get-offers.ts',
    './checkout/checkout-dialog.tsx',
    './formation/api/get-company-details.ts',
  ],
};

// The API's walls (issue 37, decision 0192). Folders sit in layers, lowest first; a folder
// imports only folders of lower layers, so no cycle can form between folders. Infrastructure
// (config, db, lib, plugins, jobs) names no area; only the composition root and the entry
// files (app.ts, server.ts, index.ts) name them all. A new import that goes up or sideways
// fails the lint: move the shared piece down, or turn the call round (a registry the higher
// area fills at the composition root, as payments' sellables and invoicing's listeners).
const API = './apps/api/src';
const apiZones = API_LAYERS.flatMap((layer, index) => {
  const above = API_LAYERS.slice(index + 1).flat();
  return layer.map((folder) => ({
    target: `${API}/${folder}`,
    from: [
      ...above.map((other) => `${API}/${other}`),
      ...layer.filter((other) => other !== folder).map((other) => `${API}/${other}`),
      `${API}/app.ts`,
      `${API}/server.ts`,
      `${API}/index.ts`,
    ],
    message: `${folder} sits below what it imports here (decision 0192): move the shared piece down or register it from composition/.`,
  }));
});

// An area imports another only through that area's public entry, modules/<area>/index.ts
// (decision 0192): its other files, repositories and use cases, are its own.
const apiAreas = API_LAYERS.flat().filter((folder) => folder.startsWith('modules/'));
const apiEntryZones = apiAreas.map((area) => ({
  target: apiAreas.filter((other) => other !== area).map((other) => `${API}/${other}`),
  from: `${API}/${area}`,
  except: ['./index.ts'],
  message: `Import ${area} through its public entry, ${area}/index.ts (decision 0192).`,
}));

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
    // Tests and their helpers set up what they check through any area (a paid change needs a
    // company, a checkout and staff): they stand outside the layers.
    files: ['apps/api/src/**'],
    ignores: ['**/*.test.ts', '**/*test-helpers.ts'],
    settings: {
      // Relative imports name .ts files without their extension: resolve them as tsc does.
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...apiZones, ...apiEntryZones] }],
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
