// The API's folders in layers, lowest first (issue 37, decision 0192): a folder imports only
// folders of lower layers. The lint (eslint.config.js) holds every import to it, and
// apps/api/test/walls.test.ts checks that every folder has its layer and that no folder cycle
// exists. A new module gets its place here.
export const API_LAYERS = [
  ['config', 'modules/dashboard-config'],
  ['db'],
  ['lib', 'modules/email'],
  ['jobs', 'plugins', 'ops', 'modules/health', 'modules/legal-facts'],
  ['modules/companies'],
  [
    'modules/auth',
    'modules/documents',
    'modules/existing-llc',
    'modules/notifications',
    'modules/receipts',
    'modules/search',
  ],
  ['modules/services', 'modules/support', 'modules/users'],
  ['modules/compliance'],
  ['modules/billing'],
  ['modules/admin', 'modules/formation', 'modules/payments'],
  ['modules/subscriptions'],
  ['modules/mailbox'],
  ['modules/company-profile', 'modules/invoicing', 'modules/phone'],
  ['modules/accounting', 'modules/company-changes'],
  ['composition'],
];
