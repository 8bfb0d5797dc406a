/** Every support call lives under the care API's prefix (decision 0160; x-company-id rides along). */
export const SUPPORT_PATH = '/client/care/v1/support';

/** `/client/care/v1/support/<parts…>` with each part escaped. */
export const supportPath = (...parts: string[]): string =>
  [SUPPORT_PATH, ...parts.map((p) => encodeURIComponent(p))].join('/');
