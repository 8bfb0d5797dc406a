import type { UseFormReturn } from 'react-hook-form';
import type { TInvoiceSettingsView } from '@charterline/shared/schemas/invoicing';
import { Input } from '@/components/ui/input';
import { FooterPresets } from '../../components/footer-presets';
import type { TDiscountType, TEditorValues } from '../form';
import { SelectField, TextAreaField } from './editor-fields';

/** The discount (none, an amount or a percentage), the memo and the footer with its presets. */
export const DiscountMemoFooter = ({
  form,
  values,
  settings,
}: {
  form: UseFormReturn<TEditorValues>;
  values: TEditorValues;
  settings: TInvoiceSettingsView | undefined;
}) => {
  const { errors } = form.formState;
  const { discountType, currency } = values;

  // Inserted below what the footer says: a draft with none prints the settings' footer, so
  // that is what the preset joins (issue 36: it replaced it).
  const insertFooter = (text: string) => {
    const footer = form.getValues('footer').trim() || (settings?.footer ?? '').trim();
    form.setValue('footer', footer ? `${footer}\n${text}` : text, { shouldDirty: true });
  };

  return (
    <section
      aria-label="Discount, memo and footer"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="discountType"
          label="Discount"
          {...form.register('discountType', {
            onChange: () => form.clearErrors('discountValue'),
          })}
        >
          <option value={'none' satisfies TDiscountType}>No discount</option>
          <option value={'amount' satisfies TDiscountType}>Amount</option>
          <option value={'percent' satisfies TDiscountType}>Percent</option>
        </SelectField>
        {discountType !== 'none' ? (
          <Input
            label={discountType === 'amount' ? `Discount amount (${currency})` : 'Discount %'}
            inputMode="decimal"
            {...form.register('discountValue')}
            error={errors.discountValue?.message}
          />
        ) : null}
      </div>
      <TextAreaField
        id="memo"
        label="Memo (shown on the invoice)"
        {...form.register('memo')}
        error={errors.memo?.message}
      />
      <div className="space-y-2">
        <TextAreaField
          id="footer"
          label="Footer"
          {...form.register('footer')}
          error={errors.footer?.message}
        />
        <FooterPresets ein={settings?.ein ?? null} onInsert={insertFooter} />
      </div>
    </section>
  );
};
