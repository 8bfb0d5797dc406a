import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreditNoteInput,
  TInvoice,
  TInvoiceDatesChoice,
  TKeepCreditInput,
  TRecordPaymentInput,
  TRefundInput,
} from '@charterline/shared/schemas/invoicing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invoicePath, useInvoiceSaved } from './invoices';

/** The actions of 21A/21B that take no body and answer the invoice (duplicate: the new draft). */
export const INVOICE_ACTIONS = {
  finalize: { method: 'POST', path: 'finalize' },
  send: { method: 'POST', path: 'send' },
  void: { method: 'POST', path: 'void' },
  uncollectible: { method: 'POST', path: 'uncollectible' },
  duplicate: { method: 'POST', path: 'duplicate' },
  newLink: { method: 'POST', path: 'link' },
  revokeLink: { method: 'DELETE', path: 'link' },
} as const;
export type TInvoiceAction = keyof typeof INVOICE_ACTIONS;

/** An action, or finalise/send of a backdated draft with the date it keeps (issue 36 item 5). */
export type TInvoiceActionInput =
  TInvoiceAction | { action: 'finalize' | 'send'; dates: TInvoiceDatesChoice };

/** The action an input names. */
export const actionOf = (input: TInvoiceActionInput | undefined): TInvoiceAction | undefined =>
  typeof input === 'object' ? input.action : input;

export const runInvoiceAction = (id: string, input: TInvoiceActionInput): Promise<TInvoice> => {
  const { method, path } = INVOICE_ACTIONS[actionOf(input)!];
  return apiRequest<TInvoice>(`${invoicePath(id)}/${path}`, {
    method,
    ...(typeof input === 'object' ? { body: { dates: input.dates } } : {}),
  });
};

/** One of the actions above on invoice `id`; failures toast in the API's words. */
export const useInvoiceAction = (id: string) => {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (input: TInvoiceActionInput) => runInvoiceAction(id, input),
    onSuccess: saved,
  });
};

/**
 * Sends a draft the editor has just saved (its id known only then); `dates` answers a
 * backdated draft's question. `silent`: the editor says why it was not sent.
 */
export const useSendInvoice = () => {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: ({ id, dates }: { id: string; dates?: TInvoiceDatesChoice | undefined }) =>
      runInvoiceAction(id, dates ? { action: 'send', dates } : 'send'),
    meta: { silent: true },
    onSuccess: saved,
  });
};

/**
 * A payment recorded by hand (minor units); the books count it too (decision 0148), so they
 * are asked again. `silent`: the dialog shows the errors.
 */
export const useRecordPayment = (id: string) => {
  const saved = useInvoiceSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordPaymentInput) =>
      apiRequest<TInvoice>(`${invoicePath(id)}/payments`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: async (invoice) => {
      await saved(invoice);
      await queryClient.invalidateQueries({ queryKey: queryKeys.books.all });
    },
  });
};

/** A numbered credit note against a finalised invoice. `silent`: the dialog shows the errors. */
export const useCreateCreditNote = (id: string) => {
  const saved = useInvoiceSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreditNoteInput) =>
      apiRequest<TInvoice>(`${invoicePath(id)}/credit-notes`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: async (invoice) => {
      await saved(invoice);
      await queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists() });
    },
  });
};

/**
 * Issue 36 item 4: the credit owed back to the customer — refunded (to the card or by hand)
 * or kept as their credit — and their credit applied to an open invoice. Lists, totals and
 * customers (their credit) are read again. `silent`: the dialogs show the errors.
 */
const useCreditChange = <TBody>(id: string, path: string) => {
  const saved = useInvoiceSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      apiRequest<TInvoice>(`${invoicePath(id)}/${path}`, { method: 'POST', body: body ?? {} }),
    meta: { silent: true },
    onSuccess: async (invoice) => {
      await saved(invoice);
      await queryClient.invalidateQueries({ queryKey: queryKeys.invoiceCustomers.all });
    },
  });
};

export const useRefund = (id: string) => useCreditChange<TRefundInput>(id, 'refunds');
export const useKeepCredit = (id: string) => useCreditChange<TKeepCreditInput>(id, 'keep-credit');
export const useApplyCredit = (id: string) => useCreditChange<undefined>(id, 'apply-credit');
