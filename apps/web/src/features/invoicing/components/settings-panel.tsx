import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  ZInvoiceSettings,
  type TInvoiceSettingsView,
  type TPaymentTerms,
} from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/forms/form-input';
import { fieldError } from '@/lib/field-error';
import { toast } from '@/lib/toast';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/settings';
import { applyFieldErrors } from '@/lib/form-errors';
import { CardPaymentsSection } from './card-payments-section';
import { FooterPresets } from './footer-presets';
import { SellerCard } from './seller-card';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { FormTextArea, TextArea } from '@/components/forms/text-area';

type TSettingsForm = {
  prefix: string;
  defaultTerms: Exclude<TPaymentTerms, 'custom'>;
  defaultCurrency: string;
  footer: string;
  paymentInstructions: string;
  reminders: { beforeDue: boolean; onDue: boolean; afterDue: boolean };
};

const FIELDS = ['prefix', 'defaultTerms', 'defaultCurrency', 'footer', 'paymentInstructions'];
const TERMS = PAYMENT_TERMS.filter((t): t is TSettingsForm['defaultTerms'] => t !== 'custom');
const REMINDERS: { key: keyof TSettingsForm['reminders']; label: string }[] = [
  { key: 'beforeDue', label: '3 days before the due date' },
  { key: 'onDue', label: 'On the due date' },
  { key: 'afterDue', label: '7 days after the due date' },
];

const formOf = (s: TInvoiceSettingsView): TSettingsForm => ({
  prefix: s.prefix,
  defaultTerms: s.defaultTerms,
  defaultCurrency: s.defaultCurrency,
  footer: s.footer ?? '',
  paymentInstructions: s.paymentInstructions ?? '',
  reminders: s.reminders,
});

/** The number the next invoice gets with the prefix being typed (the server's sequence). */
export const nextNumberWith = (view: TInvoiceSettingsView, prefix: string): string => {
  const typed = prefix.trim().toUpperCase();
  const rest = view.nextNumber.startsWith(`${view.prefix}-`)
    ? view.nextNumber.slice(view.prefix.length + 1)
    : view.nextNumber;
  return typed ? `${typed}-${rest}` : view.nextNumber;
};

/** The Settings tab. `cardCheckout`: the app's checkout button that turns card payments on. */
export const SettingsPanel = ({
  cardCheckout,
}: {
  cardCheckout: (onPaid: () => void) => ReactNode;
}) => {
  const settings = useInvoiceSettings();
  if (settings.isPending)
    return <LoadingBlocks label="Loading settings…" heights={['h-40', 'h-40']} />;
  if (settings.isError)
    return (
      <LoadFailed
        what="Your invoicing settings could not be loaded."
        retry={() => void settings.refetch()}
      />
    );
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <SettingsForm key={settings.dataUpdatedAt} view={settings.data} />
      <div className="space-y-6">
        <SellerCard view={settings.data} />
        <CardPaymentsSection view={settings.data} checkout={cardCheckout} />
      </div>
    </div>
  );
};

const SettingsForm = ({ view }: { view: TInvoiceSettingsView }) => {
  const form = useForm<TSettingsForm>({ defaultValues: formOf(view) });
  const save = useSaveInvoiceSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const prefix = useWatch({ control: form.control, name: 'prefix' });
  const submit = async (values: TSettingsForm) => {
    setProblem(null);
    const checked = ZInvoiceSettings.safeParse({
      ...values,
      footer: values.footer.trim() || null,
      paymentInstructions: values.paymentInstructions.trim() || null,
    });
    if (!checked.success) {
      setProblem(applyFieldErrors(form.setError, FIELDS, checked.error));
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      toast.success('Your invoicing settings are saved.');
    } catch (error) {
      setProblem(applyFieldErrors(form.setError, FIELDS, error));
    }
  };
  return (
    <form
      noValidate
      aria-label="Invoice settings"
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <section aria-labelledby="numbering-heading" className="grid gap-4 sm:grid-cols-2">
        <h2 id="numbering-heading" className="font-semibold text-slate-900 sm:col-span-2">
          Numbers and defaults
        </h2>
        <FormInput
          form={form}
          name="prefix"
          label="Number prefix"
          hint={`Your next invoice: ${nextNumberWith(view, prefix)}`}
          maxLength={12}
        />
        <FormInput
          form={form}
          name="defaultCurrency"
          label="Default currency"
          hint="Three letters, e.g. USD"
          maxLength={3}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="default-terms" className="text-sm font-medium text-slate-700">
            Default payment terms
          </label>
          <select
            id="default-terms"
            {...form.register('defaultTerms')}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            {TERMS.map((t) => (
              <option key={t} value={t}>
                {PAYMENT_TERMS_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      </section>
      <section aria-labelledby="footer-heading" className="space-y-3">
        <h2 id="footer-heading" className="font-semibold text-slate-900">
          What every invoice says
        </h2>
        <Controller
          control={form.control}
          name="footer"
          render={({ field, fieldState }) => (
            <>
              <TextArea label="Footer" {...field} error={fieldError(fieldState.error)} />
              <FooterPresets
                ein={view.ein}
                onInsert={(text) =>
                  form.setValue('footer', field.value ? `${field.value}\n${text}` : text, {
                    shouldDirty: true,
                  })
                }
              />
            </>
          )}
        />
        <FormTextArea
          control={form.control}
          name="paymentInstructions"
          label="Payment instructions"
          hint="How to pay by bank transfer: printed on the PDF and the invoice's page."
        />
      </section>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">Reminders to your customers</legend>
        <p className="text-sm text-slate-600">An e-mail about an unpaid invoice, each sent once.</p>
        {REMINDERS.map((r) => (
          <label key={r.key} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              {...form.register(`reminders.${r.key}`)}
              className="size-4 rounded border-slate-300"
            />
            {r.label}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <Button type="submit" loading={save.isPending}>
        Save settings
      </Button>
    </form>
  );
};
