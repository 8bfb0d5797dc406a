import { clsx } from 'clsx';
import { useRef, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { friendlyMessage } from '@charterline/shared/error-display';
import { formatDate } from '@charterline/shared/format';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import {
  isBackdated,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  type TInvoice,
  type TInvoiceDatesChoice,
  type TInvoiceSettingsView,
} from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { FieldMessage, Input } from '@/components/ui/input';
import { BackdatedDialog } from '../../components/backdated-dialog';
import { FooterPresets } from '../../components/footer-presets';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { showInvoicePdf, useSaveInvoice, useSendInvoice } from '../api';
import {
  draftInputOf,
  dueDateOf,
  fieldOfPath,
  liveTotals,
  type TDiscountType,
  type TEditorValues,
} from '../form';
import { CustomerPicker, type TPickedCustomer } from './customer-picker';
import { LeaveGuard } from './leave-guard';
import { LineItems } from './line-items';

/** Currencies offered first; any other stays selectable once an invoice or customer has it. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'MXN', 'BRL', 'INR'];

const controlClass =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** A native select (the phone's own picker), labelled, its problem under it. */
const Field = ({
  id,
  label,
  error,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) => (
  <div className="flex flex-col gap-1.5">
    <label htmlFor={id} className="text-sm font-medium text-slate-700">
      {label}
    </label>
    <select
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={clsx(controlClass, error && 'border-red-500')}
      {...select}
    >
      {children}
    </select>
    <FieldMessage inputId={id} error={error} />
  </div>
);

const TextArea = ({
  id,
  label,
  error,
  ...rest
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string | undefined;
}) => (
  <div className="flex flex-col gap-1.5">
    <label htmlFor={id} className="text-sm font-medium text-slate-700">
      {label}
    </label>
    <textarea
      id={id}
      rows={3}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={clsx(
        'rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
        error && 'border-red-500',
      )}
      {...rest}
    />
    <FieldMessage inputId={id} error={error} />
  </div>
);

type TBusy = 'save' | 'preview' | 'send' | null;

/**
 * The invoice form (issue 21): customer, currency, dates and terms, lines, discount, memo and
 * footer, with the totals the server will store shown live. Saves a draft (POST, then PATCH),
 * previews its PDF, or saves and sends it.
 */
export const InvoiceEditor = ({
  invoiceId,
  initial,
  customer: initialCustomer,
  settings,
}: {
  invoiceId: string | undefined;
  initial: TEditorValues;
  customer: TPickedCustomer | null;
  settings: TInvoiceSettingsView | undefined;
}) => {
  const navigate = useNavigate();
  const form = useForm<TEditorValues>({ defaultValues: initial });
  const save = useSaveInvoice();
  const send = useSendInvoice();
  const [customer, setCustomer] = useState<TPickedCustomer | null>(initialCustomer);
  const [busy, setBusy] = useState<TBusy>(null);
  // A problem said before a new draft moved to its edit page (a refused send) is still shown.
  const carried = (useLocation().state as { problem?: string } | null)?.problem ?? null;
  const [problem, setProblem] = useState<string | null>(carried);
  const idRef = useRef(invoiceId);
  const allowLeave = useRef(false);

  const values = useWatch({ control: form.control }) as TEditorValues;
  const totals = liveTotals(values);
  const { errors, isDirty } = form.formState;
  const currency = values.currency;
  const money = (minor: number) => formatMinor(minor, currency);

  const pickCustomer = (picked: TPickedCustomer | null) => {
    setCustomer(picked);
    form.setValue('customerId', picked?.id ?? '', { shouldDirty: true });
    form.clearErrors('customerId');
    // A new invoice takes the customer's currency (the seller's default until one is chosen).
    if (picked?.currency && !idRef.current) form.setValue('currency', picked.currency);
  };

  /** Each problem next to its field (the first one focused); what names no field on top. */
  const place = (problems: Record<string, string>) => {
    let first: string | null = null;
    for (const [field, message] of Object.entries(problems)) {
      if (field === 'root') {
        setProblem(message);
        continue;
      }
      form.setError(field as Path<TEditorValues>, { type: 'server', message });
      first ??= field;
    }
    if (first === 'customerId') document.getElementById('customerId')?.focus();
    else if (first) form.setFocus(first as Path<TEditorValues>);
  };

  const placeApiError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      place({ root: 'Something went wrong. Please try again.' });
      return;
    }
    const problems: Record<string, string> = {};
    for (const e of error.errors) {
      problems[fieldOfPath(e.field)] ??= friendlyMessage(e.message || e.code);
    }
    if (Object.keys(problems).length === 0) problems.root = friendlyMessage(error.message);
    place(problems);
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

  const run = async (kind: Exclude<TBusy, null>, action: () => Promise<void>) => {
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

  // A draft dated before today is sent only once the sender chose its date (issue 36 item 5).
  const [askDates, setAskDates] = useState<TInvoice | null>(null);
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

  // Inserted below what the footer says: a draft with none prints the settings' footer, so
  // that is what the preset joins (issue 36: it replaced it).
  const insertFooter = (text: string) => {
    const footer = form.getValues('footer').trim() || (settings?.footer ?? '').trim();
    form.setValue('footer', footer ? `${footer}\n${text}` : text, { shouldDirty: true });
  };

  const discountType = values.discountType;
  const dueDate = dueDateOf(values.issueDate, values.terms, values.dueDate);
  const currencies = COMMON_CURRENCIES.includes(currency)
    ? COMMON_CURRENCIES
    : [currency, ...COMMON_CURRENCIES];
  const ein = settings?.ein ?? null;

  return (
    <div className="space-y-6">
      <LeaveGuard dirty={isDirty} allowLeave={allowLeave} />
      <section
        aria-label="Invoice details"
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <CustomerPicker
          selected={customer}
          currency={currency}
          onSelect={pickCustomer}
          error={errors.customerId?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="currency" label="Currency" {...form.register('currency')}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Field>
          <Input
            label="Issue date"
            type="date"
            {...form.register('issueDate')}
            error={errors.issueDate?.message}
          />
          <Field id="terms" label="Terms" {...form.register('terms')} error={errors.terms?.message}>
            {PAYMENT_TERMS.map((t) => (
              <option key={t} value={t}>
                {PAYMENT_TERMS_LABELS[t]}
              </option>
            ))}
          </Field>
          {values.terms === 'custom' ? (
            <Input
              label="Due date"
              type="date"
              min={values.issueDate}
              {...form.register('dueDate')}
              error={errors.dueDate?.message}
            />
          ) : (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-medium text-slate-700">Due date</p>
              <p className="flex h-11 items-center text-base text-slate-900">
                {dueDate ? formatDate(dueDate) : '—'}
              </p>
            </div>
          )}
        </div>
      </section>

      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <LineItems form={form} totals={totals} currency={currency} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-label="Discount, memo and footer"
          className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="discountType"
              label="Discount"
              {...form.register('discountType', {
                onChange: () => form.clearErrors('discountValue'),
              })}
            >
              <option value={'none' satisfies TDiscountType}>No discount</option>
              <option value={'amount' satisfies TDiscountType}>Amount</option>
              <option value={'percent' satisfies TDiscountType}>Percent</option>
            </Field>
            {discountType !== 'none' ? (
              <Input
                label={discountType === 'amount' ? `Discount amount (${currency})` : 'Discount %'}
                inputMode="decimal"
                {...form.register('discountValue')}
                error={errors.discountValue?.message}
              />
            ) : null}
          </div>
          <TextArea
            id="memo"
            label="Memo (shown on the invoice)"
            {...form.register('memo')}
            error={errors.memo?.message}
          />
          <div className="space-y-2">
            <TextArea
              id="footer"
              label="Footer"
              {...form.register('footer')}
              error={errors.footer?.message}
            />
            <FooterPresets ein={ein} onInsert={insertFooter} />
          </div>
        </section>

        <section
          aria-label="Totals"
          aria-live="polite"
          className="h-fit rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Subtotal</dt>
              <dd className="tabular-nums">{money(totals.subtotal)}</dd>
            </div>
            {totals.discountTotal > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Discount</dt>
                <dd className="tabular-nums">−{money(totals.discountTotal)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Tax</dt>
              <dd className="tabular-nums">{money(totals.taxTotal)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{money(totals.total)}</dd>
            </div>
          </dl>
        </section>
      </div>

      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to="/dashboard/invoicing"
          className="inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          Back to invoices
        </Link>
        <Button
          variant="neutral"
          appearance="outlined"
          loading={busy === 'save'}
          disabled={busy !== null}
          onClick={() => void saveDraft()}
        >
          Save draft
        </Button>
        <Button
          variant="neutral"
          appearance="outlined"
          loading={busy === 'preview'}
          disabled={busy !== null}
          onClick={() => void previewPdf()}
        >
          Preview PDF
        </Button>
        <Button
          loading={busy === 'send'}
          disabled={busy !== null}
          onClick={() => void saveAndSend()}
        >
          Save and send
        </Button>
      </div>
      {askDates ? (
        <BackdatedDialog
          invoice={askDates}
          action="send"
          pending={busy === 'send'}
          onChoose={(dates) => void saveAndSend(dates)}
          onClose={() => {
            setAskDates(null);
            toEditPage(askDates);
          }}
        />
      ) : null}
    </div>
  );
};
