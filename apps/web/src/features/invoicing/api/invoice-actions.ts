import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreditNoteInput,
  TInvoice,
  TRecordPaymentInput,
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

export const runInvoiceAction = (id: string, action: TInvoiceAction): Promise<TInvoice> => {
  const { method, path } = INVOICE_ACTIONS[action];
  return apiRequest<TInvoice>(`${invoicePath(id)}/${path}`, { method });
};

/** One of the actions above on invoice `id`; failures toast in the API's words. */
export const useInvoiceAction = (id: string) => {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (action: TInvoiceAction) => runInvoiceAction(id, action),
    onSuccess: saved,
  });
};

/** A payment recorded by hand (minor units). `silent`: the dialog shows the errors. */
export const useRecordPayment = (id: string) => {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: TRecordPaymentInput) =>
      apiRequest<TInvoice>(`${invoicePath(id)}/payments`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: saved,
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
