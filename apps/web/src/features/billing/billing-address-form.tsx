import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type TBillingAddressInput, ZBillingAddress } from '@charterline/shared/schemas/billing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CountryPicker } from '@/components/ui/country-picker';
import { fieldError } from '@/lib/field-error';
import { useBillingAddress } from './api/get-billing-address';
import { useSaveBillingAddress } from './api/save-billing-address';

/** The billing address printed on receipts and invoices. */
export const BillingAddressForm = () => {
  const current = useBillingAddress();
  const save = useSaveBillingAddress();
  const form = useForm<TBillingAddressInput>({
    resolver: zodResolver(ZBillingAddress),
    defaultValues: {
      name: '',
      line1: '',
      line2: '',
      city: '',
      region: '',
      postalCode: '',
      country: 'US',
    },
  });
  useEffect(() => {
    if (current.data) form.reset({ ...current.data, line2: current.data.line2 ?? '' });
  }, [current.data, form]);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void form
          .handleSubmit((v) => save.mutateAsync(v))(e)
          .catch(() => undefined)
      }
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <Input
        label="Name on receipts"
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
        label="Region (optional)"
        autoComplete="address-level1"
        {...form.register('region')}
        error={fieldError(errors.region)}
      />
      <Input
        label="Postal code (optional)"
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
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending} disabled={current.isPending}>
          Save billing address
        </Button>
      </div>
    </form>
  );
};
