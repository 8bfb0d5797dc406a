import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type TBillingAddress,
  type TBillingAddressInput,
  ZBillingAddress,
} from '@charterline/shared/schemas/billing';
import {
  AddressFields,
  emptyAddress,
  NAMED_ADDRESS_LABELS,
} from '@/components/forms/address-fields';
import { FormInput } from '@/components/forms/form-input';
import { Button } from '@/components/ui/button';
import { LoadingBlocks } from '@/components/ui/load-states';
import { billingAddressLine } from './address-line';
import { browserRegion } from './browser-region';
import { useBillingAddress } from './api/get-billing-address';
import { useReceiptAddress } from './api/get-receipt-address';
import { useSaveBillingAddress } from './api/save-billing-address';

const empty = (country: string): TBillingAddressInput => ({ name: '', ...emptyAddress(country) });

type TSaved = TBillingAddressInput | null;

const formOf = (saved: TSaved, country: string): TBillingAddressInput =>
  saved ? { ...saved, line2: saved.line2 ?? '' } : empty(country);

/**
 * The billing address printed on receipts and invoices. Until one is saved it says what the
 * receipts print instead (the company's own address), and its country starts on that
 * address's, else the browser's region — a French founder is not billed in the US by default.
 * The form starts once both are known, so nothing typed is ever replaced by a late answer.
 */
export const BillingAddressForm = () => {
  const current = useBillingAddress();
  const printed = useReceiptAddress();
  if (current.isPending || printed.isPending) {
    return (
      <div className="mt-4">
        <LoadingBlocks label="Loading your billing address" heights={['h-10', 'h-10', 'h-10']} />
      </div>
    );
  }
  return (
    <AddressForm
      saved={current.data ?? null}
      printed={printed.data ?? null}
      country={printed.data?.country ?? browserRegion() ?? 'US'}
    />
  );
};

const AddressForm = ({
  saved,
  printed,
  country,
}: {
  saved: TSaved;
  printed: TBillingAddress | null;
  country: string;
}) => {
  const save = useSaveBillingAddress();
  const form = useForm<TBillingAddressInput>({
    resolver: zodResolver(ZBillingAddress),
    defaultValues: formOf(saved, country),
  });
  // A saved address (this form's, or another tab's) is what the form shows from then on.
  useEffect(() => {
    if (saved) form.reset(formOf(saved, country));
  }, [saved, country, form]);
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
      {!saved && printed ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 sm:col-span-2">
          Until you save one, receipts print: {billingAddressLine(printed)}.
        </p>
      ) : null}
      <FormProvider {...form}>
        <FormInput label="Name on receipts" name="name" className="sm:col-span-2" />
        <AddressFields
          inGrid
          regions="text"
          labels={{ ...NAMED_ADDRESS_LABELS, region: 'Region (optional)' }}
        />
      </FormProvider>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          Save billing address
        </Button>
      </div>
    </form>
  );
};
