/** Every accounting call lives under this path (the current company rides in x-company-id). */
export const ACCOUNTING_PATH = '/client/company/v7/accounting';

/** `/client/company/v7/accounting/<parts…>` with each part escaped. */
export const accountingPath = (...parts: string[]): string =>
  [ACCOUNTING_PATH, ...parts.map((p) => encodeURIComponent(p))].join('/');
