import { useState, type FormEvent } from 'react';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  REFUND_METHOD_LABELS,
  type TInvoice,
  type TRefundMethod,
} from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useApplyCredit, useKeepCredit, useRefund } from '../api/invoice-actions';
import { errorsByField } from '@/lib/form-errors';
import { localToday } from '../invoicing-texts';
import { majorFromMinor } from '@charterline/shared/rules/money';
import { AmountInput, readAmount } from './amount-field';

/** The card that paid, as the refund offers it ("Visa ending 4242"), from the card payments. */
const cardOf = (invoice: TInvoice): string | null =>
  invoice.payments.findLast((p) => p.method === 'card')?.reference ?? null;

/**
 * Issue 36 item 4: a credit owed back to the customer (credited beyond what was left to pay)
 * said where the balance is, with what to do about it: refund it (to the card that paid, or
 * by hand) or keep it as the customer's credit. An open invoice whose customer has credit in
 * its currency offers to apply it.
 */
export const CreditOwed = ({ invoice }: { invoice: TInvoice }) => {
  const [dialog, setDialog] = useState<'refund' | 'keep' | null>(null);
  const apply = useApplyCredit(invoice.id);
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const name = invoice.customer.name;
  const canApply = invoice.status === 'open' && invoice.balance > 0 && invoice.customerCredit > 0;
  if (invoice.creditOwed <= 0 && !canApply) return null;
  return (
    <>
      {invoice.creditOwed > 0 ? (
        <section
          aria-label="Credit owed"
          className="space-y-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300"
        >
          <p className="text-lg font-semibold text-amber-950">
            Credit {money(invoice.creditOwed)} owed to {name}
          </p>
          <p className="text-sm text-amber-950">
            {name} paid more than they now owe. Refund it, or keep it as their credit: it comes off
            their next invoice in {invoice.currency}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog('refund')}>Refund</Button>
            <Button variant="neutral" appearance="outlined" onClick={() => setDialog('keep')}>
              Keep as credit
            </Button>
          </div>
        </section>
      ) : null}
      {canApply ? (
        <section
          aria-label="Customer credit"
          className="flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-sky-950">
            {name} has {money(invoice.customerCredit)} of credit in {invoice.currency}.
          </p>
          <Button
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(undefined, {
                onSuccess: (updated) =>
                  toast.success(
                    `Credit of ${money(updated.creditApplied - invoice.creditApplied)} applied.`,
                  ),
                onError: (error) =>
                  toast.error(errorsByField(error, []).form ?? 'Please try again.'),
              })
            }
          >
            Apply credit
          </Button>
        </section>
      ) : null}
      {dialog === 'refund' ? (
        <RefundDialog invoice={invoice} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'keep' ? (
        <KeepCreditDialog invoice={invoice} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
};

const FIELDS = ['amount', 'method', 'refundedOn', 'reference'];

/**
 * Money sent back: to the card that paid (through the payment provider, when a card paid and
 * what it paid allows) or recorded by hand with its date and reference.
 */
export const RefundDialog = ({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) => {
  const today = localToday();
  const card = invoice.cardRefundable > 0;
  const methods: TRefundMethod[] = card
    ? ['card', 'bank_transfer', 'cheque', 'other']
    : ['bank_transfer', 'cheque', 'other'];
  const [method, setMethod] = useState<TRefundMethod>(methods[0]!);
  const [amount, setAmount] = useState(majorFromMinor(invoice.creditOwed, invoice.currency));
  const [refundedOn, setRefundedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refund = useRefund(invoice.id);
  const toCard = method === 'card';
  const max = toCard ? invoice.cardRefundable : invoice.creditOwed;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readAmount(
      amount,
      invoice.currency,
      max,
      toCard ? 'That is more than can go back to the card' : 'That is more than is owed back',
    );
    const found: Record<string, string> = {};
    if ('error' in read) found.amount = read.error;
    if (!toCard && !refundedOn) found.refundedOn = 'Enter the date it was refunded';
    else if (!toCard && refundedOn > today) found.refundedOn = 'The date cannot be in the future';
    setErrors(found);
    if (!('minor' in read) || Object.keys(found).length > 0) return;
    refund.mutate(
      toCard
        ? { amount: read.minor, method }
        : { amount: read.minor, method, refundedOn, reference: reference.trim() || null },
      {
        onSuccess: () => {
          const money = formatMinor(read.minor, invoice.currency);
          toast.success(toCard ? `${money} refunded to the card.` : `Refund of ${money} recorded.`);
          onClose();
        },
        onError: (error) => setErrors(errorsByField(error, FIELDS)),
      },
    );
  };
  const cardName = cardOf(invoice);
  return (
    <FormDialog
      title="Refund the credit"
      description={`${formatMinor(invoice.creditOwed, invoice.currency)} is owed back to ${invoice.customer.name}.`}
      onClose={onClose}
      onSubmit={submit}
      submit={toCard ? 'Refund to the card' : 'Record refund'}
      pending={refund.isPending}
      problem={errors.form}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="refund-method" className="text-sm font-medium text-slate-700">
          How it goes back
        </label>
        <select
          id="refund-method"
          value={method}
          onChange={(e) => setMethod(e.target.value as TRefundMethod)}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
        >
          {methods.map((m) => (
            <option key={m} value={m}>
              {m === 'card'
                ? `To the card that paid${cardName ? ` (${cardName})` : ''}`
                : `${REFUND_METHOD_LABELS[m]} (I sent it myself)`}
            </option>
          ))}
        </select>
      </div>
      <AmountInput
        currency={invoice.currency}
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
      {toCard ? (
        <p className="text-sm text-slate-600">
          The refund is made now through our payment provider, and {invoice.customer.name} is
          e-mailed. It usually shows on their statement within 5 to 10 business days.
        </p>
      ) : (
        <>
          <Input
            label="Date refunded"
            type="date"
            max={today}
            value={refundedOn}
            onChange={(e) => setRefundedOn(e.target.value)}
            error={errors.refundedOn}
          />
          <Input
            label="Reference (optional)"
            value={reference}
            maxLength={200}
            onChange={(e) => setReference(e.target.value)}
            error={errors.reference}
          />
        </>
      )}
    </FormDialog>
  );
};

/** The credit owed back kept as the customer's credit for their next invoice. */
export const KeepCreditDialog = ({
  invoice,
  onClose,
}: {
  invoice: TInvoice;
  onClose: () => void;
}) => {
  const [amount, setAmount] = useState(majorFromMinor(invoice.creditOwed, invoice.currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const keep = useKeepCredit(invoice.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readAmount(
      amount,
      invoice.currency,
      invoice.creditOwed,
      'That is more than is owed back',
    );
    setErrors('error' in read ? { amount: read.error } : {});
    if (!('minor' in read)) return;
    keep.mutate(
      { amount: read.minor },
      {
        onSuccess: () => {
          toast.success(
            `${formatMinor(read.minor, invoice.currency)} kept as ${invoice.customer.name}’s credit.`,
          );
          onClose();
        },
        onError: (error) => setErrors(errorsByField(error, ['amount'])),
      },
    );
  };
  return (
    <FormDialog
      title="Keep it as credit"
      description={`It comes off ${invoice.customer.name}’s next invoice in ${invoice.currency}, when you finalise it.`}
      onClose={onClose}
      onSubmit={submit}
      submit="Keep as credit"
      pending={keep.isPending}
      problem={errors.form}
    >
      <AmountInput
        currency={invoice.currency}
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
    </FormDialog>
  );
};
