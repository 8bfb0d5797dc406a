import { useState, type FormEvent } from 'react';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { toast } from '@/lib/toast';
import { useCreateCreditNote } from '../api/invoice-actions';
import { errorsByField } from '@/lib/form-errors';
import { AmountInput, readAmount } from './amount-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/forms/text-area';

const FIELDS = ['amount', 'reason'];

/** Corrects a finalised invoice by an amount, with its own number and PDF. */
export const CreditNoteDialog = ({
  invoice,
  onClose,
}: {
  invoice: TInvoice;
  onClose: () => void;
}) => {
  const creditable = invoice.total - invoice.creditedTotal;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  /** Issue 36 item 4: the customer gets the credit note, its PDF attached, unless unticked. */
  const [email, setEmail] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCreditNote(invoice.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readAmount(
      amount,
      invoice.currency,
      creditable,
      'That is more than the invoice still has to credit',
    );
    const found: Record<string, string> = {};
    if ('error' in read) found.amount = read.error;
    if (!reason.trim()) found.reason = 'Say why';
    setErrors(found);
    if (!('minor' in read) || Object.keys(found).length > 0) return;
    create.mutate(
      { amount: read.minor, reason: reason.trim(), email },
      {
        onSuccess: (updated) => {
          const note = updated.creditNotes.at(-1);
          const sent = email ? ` and e-mailed to ${invoice.customer.email}` : '';
          toast.success(
            note ? `Credit note ${note.number} issued${sent}.` : `Credit note issued${sent}.`,
          );
          onClose();
        },
        onError: (error) => setErrors(errorsByField(error, FIELDS)),
      },
    );
  };
  return (
    <FormDialog
      title="Issue a credit note"
      description={`Up to ${formatMinor(creditable, invoice.currency)} can still be credited.`}
      onClose={onClose}
      onSubmit={submit}
      submit="Issue credit note"
      pending={create.isPending}
      problem={errors.form}
    >
      <AmountInput
        currency={invoice.currency}
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
      <TextArea
        label="Reason"
        value={reason}
        maxLength={1000}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={email}
          onChange={(e) => setEmail(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300"
        />
        <span className="min-w-0 break-words">
          E-mail it to {invoice.customer.email}, its PDF attached
        </span>
      </label>
    </FormDialog>
  );
};
