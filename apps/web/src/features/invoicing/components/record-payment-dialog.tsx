import { useState, type FormEvent } from 'react';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  PAYMENT_METHOD_LABELS,
  type TInvoice,
  type TRecordPaymentInput,
} from '@charterline/shared/schemas/invoicing';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { errorsByField } from '@/lib/form-errors';
import { useRecordPayment } from '../api/invoice-actions';
import { localToday } from '../invoicing-texts';
import { majorFromMinor } from '@charterline/shared/rules/money';
import { AmountInput, readAmount } from './amount-field';
import { FormDialog } from '@/components/ui/form-dialog';

type TMethod = TRecordPaymentInput['method'];
const METHODS: TMethod[] = ['bank_transfer', 'cheque', 'other'];
const FIELDS = ['amount', 'paidOn', 'reference'];

/** A payment received outside the card link: amount (major units), method, date, reference. */
export const RecordPaymentDialog = ({
  invoice,
  onClose,
}: {
  invoice: TInvoice;
  onClose: () => void;
}) => {
  const today = localToday();
  const [amount, setAmount] = useState(majorFromMinor(invoice.balance, invoice.currency));
  const [method, setMethod] = useState<TMethod>('bank_transfer');
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordPayment(invoice.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readAmount(amount, invoice.currency, invoice.balance, 'That is more than is owed');
    const found: Record<string, string> = {};
    if ('error' in read) found.amount = read.error;
    if (!paidOn) found.paidOn = 'Enter the date it was paid';
    else if (paidOn > today) found.paidOn = 'The date cannot be in the future';
    setErrors(found);
    if (!('minor' in read) || Object.keys(found).length > 0) return;
    record.mutate(
      { amount: read.minor, method, paidOn, reference: reference.trim() || null },
      {
        onSuccess: () => {
          toast.success(`Payment of ${formatMinor(read.minor, invoice.currency)} recorded.`);
          onClose();
        },
        onError: (error) => setErrors(errorsByField(error, FIELDS)),
      },
    );
  };
  return (
    <FormDialog
      title="Record a payment"
      description={`Still owed: ${formatMinor(invoice.balance, invoice.currency)}.`}
      onClose={onClose}
      onSubmit={submit}
      submit="Record payment"
      pending={record.isPending}
      problem={errors.form}
    >
      <AmountInput
        currency={invoice.currency}
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="payment-method" className="text-sm font-medium text-slate-700">
          Method
        </label>
        <select
          id="payment-method"
          value={method}
          onChange={(e) => setMethod(e.target.value as TMethod)}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
        >
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <Input
        label="Date paid"
        type="date"
        max={today}
        value={paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
        error={errors.paidOn}
      />
      <Input
        label="Reference (optional)"
        value={reference}
        maxLength={200}
        onChange={(e) => setReference(e.target.value)}
        error={errors.reference}
      />
    </FormDialog>
  );
};
