import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { friendlyMessage } from '@charterline/shared/error-display';
import {
  isBackdated,
  type TInvoice,
  type TInvoiceDatesChoice,
} from '@charterline/shared/schemas/invoicing';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendInvoice } from '../api/invoice-actions';
import { showInvoicePdf } from '../api/invoice-files';
import { useSaveInvoice } from '../api/invoices';
import type { TPickedCustomer } from './components/customer-picker';
import { draftInputOf, type TEditorValues } from './form';
import { useEditorProblems } from './use-editor-problems';

/** Which button is at work (the others wait). */
export type TEditorBusy = 'save' | 'preview' | 'send' | null;

/**
 * The invoice form's state and its three ways out: save the draft (POST, then PATCH),
 * preview its PDF, or save and send it.
 */
export const useInvoiceEditor = ({
  invoiceId,
  initial,
  customer: initialCustomer,
}: {
  invoiceId: string | undefined;
  initial: TEditorValues;
  customer: TPickedCustomer | null;
}) => {
  const navigate = useNavigate();
  const form = useForm<TEditorValues>({ defaultValues: initial });
  const save = useSaveInvoice();
  const send = useSendInvoice();
  const { problem, setProblem, place, placeApiError } = useEditorProblems(form);
  const [customer, setCustomer] = useState<TPickedCustomer | null>(initialCustomer);
  const [busy, setBusy] = useState<TEditorBusy>(null);
  // A draft dated before today is sent only once the sender chose its date (issue 36 item 5).
  const [askDates, setAskDates] = useState<TInvoice | null>(null);
  const idRef = useRef(invoiceId);
  const allowLeave = useRef(false);

  const pickCustomer = (picked: TPickedCustomer | null) => {
    setCustomer(picked);
    form.setValue('customerId', picked?.id ?? '', { shouldDirty: true });
    form.clearErrors('customerId');
    // A new invoice takes the customer's currency (the seller's default until one is chosen).
    if (picked?.currency && !idRef.current) form.setValue('currency', picked.currency);
  };

  /** Saves the draft: POST the first time, then PATCH; null when something was refused. */
  const persist = async (): Promise<TInvoice | null> => {
    setProblem(null);
    form.clearErrors();
    const current = form.getValues();
    const draft = draftInputOf(current);
    if ('problems' in draft) {
      place(draft.problems);
      return null;
    }
    try {
      const saved = await save.mutateAsync({ id: idRef.current, input: draft.input });
      idRef.current = saved.id;
      form.reset(current);
      return saved;
    } catch (error) {
      placeApiError(error);
      return null;
    }
  };

  /** A new draft's address becomes its edit page once it is saved. */
  const toEditPage = (saved: TInvoice, problem?: string) => {
    if (invoiceId) return;
    allowLeave.current = true;
    void navigate(`/dashboard/invoicing/${saved.id}/edit`, { replace: true, state: { problem } });
    allowLeave.current = false;
  };

  const run = async (kind: Exclude<TEditorBusy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const saveDraft = () =>
    run('save', async () => {
      const saved = await persist();
      if (!saved) return;
      toast.success('Draft saved.');
      toEditPage(saved);
    });

  const previewPdf = () => {
    // The tab opens on the click (no pop-up blocker), the PDF once the draft is saved.
    const tab = window.open('', '_blank');
    return run('preview', async () => {
      const saved = await persist();
      if (!saved) {
        tab?.close();
        return;
      }
      await showInvoicePdf(tab, saved.id).catch((error: Error) => setProblem(error.message));
      toEditPage(saved);
    });
  };

  const saveAndSend = (dates?: TInvoiceDatesChoice) =>
    run('send', async () => {
      const saved = dates && askDates ? askDates : await persist();
      if (!saved) return;
      setAskDates(null);
      if (!dates && isBackdated(saved.issueDate, new Date())) {
        setAskDates(saved);
        return;
      }
      try {
        const sent = await send.mutateAsync({ id: saved.id, dates });
        toast.success(`Invoice ${sent.number ?? ''} sent to ${sent.customer.email}.`);
        allowLeave.current = true;
        void navigate(`/dashboard/invoicing/${sent.id}`);
      } catch (error) {
        const message =
          error instanceof ApiError ? friendlyMessage(error.message) : 'The invoice was not sent.';
        setProblem(`The draft is saved, but it was not sent: ${message}`);
        toEditPage(saved, `The draft is saved, but it was not sent: ${message}`);
      }
    });

  /** The backdated question closed unanswered: the draft stays (on its edit page). */
  const closeAskDates = () => {
    if (!askDates) return;
    setAskDates(null);
    toEditPage(askDates);
  };

  return {
    form,
    customer,
    pickCustomer,
    busy,
    problem,
    allowLeave,
    askDates,
    saveDraft,
    previewPdf,
    saveAndSend,
    closeAskDates,
  };
};
