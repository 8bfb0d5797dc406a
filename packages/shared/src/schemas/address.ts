import { z } from 'zod';

const text = (code: string, max: number) => z.string({ error: code }).trim().min(1, code).max(max);

/** A postal address: owners, the registered agent, the mailing address, receipts. */
export const ZAddress = z.object({
  line1: text('ADDRESS_NOT_SPECIFIED', 200),
  line2: z.string().trim().max(200).optional(),
  city: text('CITY_NOT_SPECIFIED', 100),
  region: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(20).optional(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().length(2, 'COUNTRY_CODE_NOT_SPECIFIED').toUpperCase(),
});
export type TAddress = z.infer<typeof ZAddress>;
/** What a form holds before the schema trims and upper-cases it. */
export type TAddressInput = z.input<typeof ZAddress>;

/** The billing address printed on receipts and invoices: an address with a name. */
export const ZBillingAddress = z.object({
  name: z.string().trim().min(1).max(200),
  ...ZAddress.shape,
});
export type TBillingAddress = z.infer<typeof ZBillingAddress>;
export type TBillingAddressInput = z.input<typeof ZBillingAddress>;
