export const PAYMENT_TERMS = [
  'due_on_receipt',
  'net_7',
  'net_15',
  'net_30',
  'net_60',
  'custom',
] as const;
export type TPaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERMS_LABELS: Record<TPaymentTerms, string> = {
  due_on_receipt: 'Due on receipt',
  net_7: 'Net 7',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_60: 'Net 60',
  custom: 'Custom due date',
};
/** Days after the issue date; custom terms carry their own due date. */
export const TERMS_DAYS: Record<Exclude<TPaymentTerms, 'custom'>, number> = {
  due_on_receipt: 0,
  net_7: 7,
  net_15: 15,
  net_30: 30,
  net_60: 60,
};
