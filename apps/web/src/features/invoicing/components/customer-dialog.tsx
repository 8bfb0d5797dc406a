import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  ZInvoiceCustomerInput,
  type TInvoiceCustomer,
  type TInvoiceCustomerInput,
} from '@charterline/shared/schemas/invoicing';
import { CountryPicker } from '@/components/ui/country-picker';
import { FormInput } from '@/components/forms/form-input';
import { fieldError } from '@/lib/field-error';
import { toast } from '@/lib/toast';
import { useCreateCustomer, useUpdateCustomer } from '../api/customers';
import { applyFieldErrors } from '@/lib/form-errors';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormTextArea } from '@/components/forms/text-area';

type TAddressFields = {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
};
type TCustomerForm = {
  name: string;
  email: string;
  taxId: string;
  currency: string;
  notes: string;
  address: TAddressFields;
};

const FIELDS = [
  'name',
  'email',
  'taxId',
  'currency',
  'notes',
  'address',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postalCode',
  'address.country',
];

const formOf = (c: TInvoiceCustomer | null): TCustomerForm => ({
  name: c?.name ?? '',
  email: c?.email ?? '',
  taxId: c?.taxId ?? '',
  currency: c?.currency ?? 'USD',
  notes: c?.notes ?? '',
  address: {
    line1: c?.address?.line1 ?? '',
    line2: c?.address?.line2 ?? '',
    city: c?.address?.city ?? '',
    region: c?.address?.region ?? '',
    postalCode: c?.address?.postalCode ?? '',
    country: c?.address?.country ?? 'US',
  },
});

/** Empty optional fields are null; an address with neither street nor city is no address. */
const inputOf = (v: TCustomerForm): TInvoiceCustomerInput => {
  const a = v.address;
  const hasAddress = Boolean(a.line1.trim() || a.city.trim());
  return {
    name: v.name,
    email: v.email.trim(),
    taxId: v.taxId.trim() || null,
    currency: v.currency,
    notes: v.notes.trim() || null,
    address: hasAddress
      ? {
          line1: a.line1,
          line2: a.line2.trim() || undefined,
          city: a.city,
          region: a.region.trim() || undefined,
          postalCode: a.postalCode.trim() || undefined,
          country: a.country,
        }
      : null,
  };
};

/** Adds a customer, or edits one; errors (the schema's or the server's) show by their field. */
export const CustomerDialog = ({
  customer,
  onClose,
}: {
  customer: TInvoiceCustomer | null;
  onClose: () => void;
}) => {
  const form = useForm<TCustomerForm>({ defaultValues: formOf(customer) });
  const create = useCreateCustomer();
  const update = useUpdateCustomer(customer?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (values: TCustomerForm) => {
    setProblem(null);
    const body = inputOf(values);
    const checked = ZInvoiceCustomerInput.safeParse(body);
    if (!checked.success) {
      setProblem(applyFieldErrors(form.setError, FIELDS, checked.error));
      return;
    }
    try {
      const saved = customer
        ? await update.mutateAsync(checked.data)
        : await create.mutateAsync(checked.data);
      toast.success(customer ? `${saved.name} is saved.` : `${saved.name} is added.`);
      onClose();
    } catch (error) {
      setProblem(applyFieldErrors(form.setError, FIELDS, error));
    }
  };
  const pending = create.isPending || update.isPending;
  return (
    <FormDialog
      title={customer ? `Edit ${customer.name}` : 'Add a customer'}
      description="Who you bill: their details print on the invoice."
      className="max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
      onClose={onClose}
      onSubmit={(e) => void form.handleSubmit(save)(e)}
      submit={customer ? 'Save customer' : 'Add customer'}
      pending={pending}
      problem={problem}
    >
      <FormInput form={form} name="name" label="Name" className="sm:col-span-2" />
      <FormInput form={form} name="email" label="E-mail" type="email" autoComplete="off" />
      <FormInput form={form} name="taxId" label="Tax ID (optional)" />
      <FormInput
        form={form}
        name="address.line1"
        label="Address (optional)"
        className="sm:col-span-2"
      />
      <FormInput
        form={form}
        name="address.line2"
        label="Address line 2 (optional)"
        className="sm:col-span-2"
      />
      <FormInput form={form} name="address.city" label="City" />
      <FormInput form={form} name="address.region" label="Region (optional)" />
      <FormInput form={form} name="address.postalCode" label="Postal code (optional)" />
      <Controller
        control={form.control}
        name="address.country"
        render={({ field, fieldState }) => (
          <CountryPicker
            label="Country"
            value={field.value}
            onValueChange={field.onChange}
            error={fieldError(fieldState.error)}
          />
        )}
      />
      <FormInput
        form={form}
        name="currency"
        label="Currency"
        hint="Three letters, e.g. USD or EUR"
        maxLength={3}
      />
      <FormTextArea
        control={form.control}
        name="notes"
        label="Notes (optional)"
        className="sm:col-span-2"
      />
    </FormDialog>
  );
};
