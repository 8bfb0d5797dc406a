import { z } from 'zod';

/** ISO 4217 code; USD by default. */
export const ZCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, e.g. USD');
