/** Every mail call lives under this path (the current company rides in x-company-id). */
export const MAIL_PATH = '/client/company/v7/mail';

/** `/client/company/v7/mail/<parts…>` with each part escaped. */
export const mailPath = (...parts: string[]): string =>
  [MAIL_PATH, ...parts.map((p) => encodeURIComponent(p))].join('/');
