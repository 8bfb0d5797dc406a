import type { TDbExecutor } from '../../db/client';

/**
 * What another area does when an invoice payment is recorded, in the same transaction: the
 * books take it as income at once (decision 0148). Invoicing names no area that listens; the
 * composition root (composition/wiring.ts) adds them.
 */
export type TInvoicePaymentListener = (tx: TDbExecutor, paymentId: string) => Promise<void>;

const listeners = new Map<string, TInvoicePaymentListener>();

/** Adds (or replaces, by name) a listener. */
export const onInvoicePaymentRecorded = (name: string, listener: TInvoicePaymentListener): void => {
  listeners.set(name, listener);
};

export const invoicePaymentRecorded = async (tx: TDbExecutor, paymentId: string): Promise<void> => {
  for (const listener of listeners.values()) await listener(tx, paymentId);
};
