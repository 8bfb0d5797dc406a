import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type TBillingAddressInput, ZBillingAddress } from '@charterline/shared/schemas/billing';
import { AddressFields } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';
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
      <AddressFields
        form={form}
        labels={{
          name: 'Name on receipts',
          region: 'Region (optional)',
          postalCode: 'Postal code (optional)',
        }}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending} disabled={current.isPending}>
          Save billing address
        </Button>
      </div>
    </form>
  );
};
