import { z } from 'zod';

/** A required text: each limit answers a catalogue code, which the forms show as words. */
const text = (code: string, max: number, tooLong: string) =>
  z.string({ error: code }).trim().min(1, code).max(max, tooLong);
const optional = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();

/** A postal address: owners, the registered agent, the mailing address, receipts. */
export const ZAddress = z.object({
  line1: text('ADDRESS_NOT_SPECIFIED', 200, 'ADDRESS_TOO_LONG'),
  line2: optional(200, 'ADDRESS_TOO_LONG'),
  city: text('CITY_NOT_SPECIFIED', 100, 'CITY_TOO_LONG'),
  region: optional(100, 'REGION_TOO_LONG'),
  postalCode: optional(20, 'POSTAL_CODE_TOO_LONG'),
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().length(2, 'COUNTRY_CODE_NOT_SPECIFIED').toUpperCase(),
});
export type TAddress = z.infer<typeof ZAddress>;
/** What a form holds before the schema trims and upper-cases it. */
export type TAddressInput = z.input<typeof ZAddress>;

/** The billing address printed on receipts and invoices: an address with a name. */
export const ZBillingAddress = z.object({
  name: text('BILLING_NAME_NOT_SPECIFIED', 200, 'BILLING_NAME_TOO_LONG'),
  ...ZAddress.shape,
});
export type TBillingAddress = z.infer<typeof ZBillingAddress>;
export type TBillingAddressInput = z.input<typeof ZBillingAddress>;
