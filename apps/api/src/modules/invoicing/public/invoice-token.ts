import { randomBytes } from 'node:crypto';

/** 32 random bytes in base64url (43 characters): the public page's capability. */
export const INVOICE_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export const newInvoiceToken = (): string => randomBytes(32).toString('base64url');
