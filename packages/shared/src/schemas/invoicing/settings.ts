import { z } from 'zod';
import { ZAddress } from '../address';
import { successEnvelope } from '../envelope';
import { ZCurrency } from './currency';
import { PAYMENT_TERMS } from './payment-terms';

/** Footer presets for foreign-owned sellers (issue 21); `{ein}` is replaced by the EIN. */
export const FOOTER_PRESETS = [
  { key: 'ein', label: 'EIN', text: 'EIN: {ein}' },
  { key: 'ein_applied', label: 'EIN applied for', text: 'EIN applied for.' },
  {
    key: 'export_no_sales_tax',
    label: 'Exported services: no US sales tax',
    text: 'Services exported from the US: no US sales tax charged.',
  },
] as const;

export const ZInvoiceSettings = z.object({
  /** Letters, digits and dashes: "NC" gives NC-2026-0001. */
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,12}$/, 'Use up to 12 letters, digits or dashes'),
  defaultTerms: z.enum(PAYMENT_TERMS).refine((t) => t !== 'custom', 'Pick a default term'),
  defaultCurrency: ZCurrency,
  footer: z.string().trim().max(2000).nullable(),
  /** How to pay by bank transfer (printed on the PDF and the public page). */
  paymentInstructions: z.string().trim().max(2000).nullable(),
  reminders: z.object({
    /** 3 days before the due date. */
    beforeDue: z.boolean(),
    onDue: z.boolean(),
    /** 7 days after. */
    afterDue: z.boolean(),
  }),
});
export type TInvoiceSettings = z.infer<typeof ZInvoiceSettings>;
export type TInvoiceSettingsInput = z.input<typeof ZInvoiceSettings>;

export const ZInvoiceSettingsView = ZInvoiceSettings.extend({
  /** Card payments on the public page: on once the "Invoicing and payments" product is owned. */
  cardPayments: z.object({
    enabled: z.boolean(),
    productKey: z.string(),
    /** With Stripe: whether the LLC's connected account can take charges (decision 0142). */
    provider: z.enum(['local', 'stripe']),
    connected: z.boolean(),
  }),
  /** The next number a finalised invoice gets (shown, not reserved). */
  nextNumber: z.string(),
  ein: z.string().nullable(),
  /**
   * The LLC as its invoices print it (issue 36 item 10): its legal name and its address (its
   * place of business, else its own mailing address, else its suite at our mailbox); null:
   * the company record holds none, and the invoices print no address.
   */
  seller: z.object({ legalName: z.string(), address: ZAddress.nullable() }),
});
export type TInvoiceSettingsView = z.infer<typeof ZInvoiceSettingsView>;
export const ZInvoiceSettingsResponse = successEnvelope(ZInvoiceSettingsView);
