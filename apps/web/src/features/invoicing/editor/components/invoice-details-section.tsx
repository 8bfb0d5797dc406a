import type { UseFormReturn } from 'react-hook-form';
import { formatDate } from '@charterline/shared/format';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from '@charterline/shared/schemas/invoicing';
import { Input } from '@/components/ui/input';
import { dueDateOf, type TEditorValues } from '../form';
import { CustomerPicker, type TPickedCustomer } from './customer-picker';
import { SelectField } from './editor-fields';

/** Currencies offered first; any other stays selectable once an invoice or customer has it. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'MXN', 'BRL', 'INR'];

/** Who the invoice is for, its currency, dates and terms (the due date follows the terms). */
export const InvoiceDetailsSection = ({
  form,
  values,
  customer,
  onPickCustomer,
}: {
  form: UseFormReturn<TEditorValues>;
  values: TEditorValues;
  customer: TPickedCustomer | null;
  onPickCustomer: (picked: TPickedCustomer | null) => void;
}) => {
  const { errors } = form.formState;
  const currency = values.currency;
  const dueDate = dueDateOf(values.issueDate, values.terms, values.dueDate);
  const currencies = COMMON_CURRENCIES.includes(currency)
    ? COMMON_CURRENCIES
    : [currency, ...COMMON_CURRENCIES];
  return (
    <section
      aria-label="Invoice details"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <CustomerPicker
        selected={customer}
        currency={currency}
        onSelect={onPickCustomer}
        error={errors.customerId?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField id="currency" label="Currency" {...form.register('currency')}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <Input
          label="Issue date"
          type="date"
          {...form.register('issueDate')}
          error={errors.issueDate?.message}
        />
        <SelectField
          id="terms"
          label="Terms"
          {...form.register('terms')}
          error={errors.terms?.message}
        >
          {PAYMENT_TERMS.map((t) => (
            <option key={t} value={t}>
              {PAYMENT_TERMS_LABELS[t]}
            </option>
          ))}
        </SelectField>
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
  );
};
