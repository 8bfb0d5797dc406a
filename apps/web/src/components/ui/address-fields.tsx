import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TAddressInput } from '@charterline/shared/schemas/address';
import { CountryPicker } from '@/components/ui/country-picker';
import { Input } from '@/components/ui/input';
import { fieldError } from '@/lib/field-error';

/** An address with who it is for: a billing address, a forwarding address. */
export type TNamedAddressInput = TAddressInput & { name: string };

/**
 * The fields of a named postal address (name, two lines, city, region, postal code, country)
 * for a flat react-hook-form form, laid out for the caller's two-column grid. The labels that
 * differ by use are given; the wizard's nested addresses have their own (formation).
 */
export const AddressFields = ({
  form,
  labels,
}: {
  form: UseFormReturn<TNamedAddressInput>;
  labels: { name: string; region: string; postalCode: string };
}) => {
  const errors = form.formState.errors;
  return (
    <>
      <Input
        label={labels.name}
        {...form.register('name')}
        error={fieldError(errors.name)}
        className="sm:col-span-2"
      />
      <Input
        label="Address"
        autoComplete="address-line1"
        {...form.register('line1')}
        error={fieldError(errors.line1)}
        className="sm:col-span-2"
      />
      <Input
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        {...form.register('line2')}
        error={fieldError(errors.line2)}
        className="sm:col-span-2"
      />
      <Input
        label="City"
        autoComplete="address-level2"
        {...form.register('city')}
        error={fieldError(errors.city)}
      />
      <Input
        label={labels.region}
        autoComplete="address-level1"
        {...form.register('region')}
        error={fieldError(errors.region)}
      />
      <Input
        label={labels.postalCode}
        autoComplete="postal-code"
        {...form.register('postalCode')}
        error={fieldError(errors.postalCode)}
      />
      <Controller
        control={form.control}
        name="country"
        render={({ field }) => (
          <CountryPicker
            label="Country"
            value={field.value}
            onValueChange={field.onChange}
            error={fieldError(errors.country)}
          />
        )}
      />
    </>
  );
};
