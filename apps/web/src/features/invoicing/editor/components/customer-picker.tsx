import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { friendlyMessage } from '@charterline/shared/error-display';
import type { TInvoiceCustomer } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { FieldMessage, Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCreateCustomer, useCustomers } from '../../api/customers';

/** Who the invoice is for, as the form shows it. */
export type TPickedCustomer = Pick<TInvoiceCustomer, 'id' | 'name' | 'email'> & {
  currency?: string;
};

type TNewCustomer = { name: string; email: string; currency: string };

/** "Add customer" inline: the customer is created and chosen at once. */
const AddCustomerForm = ({
  initialName,
  currency,
  onAdded,
  onCancel,
}: {
  initialName: string;
  currency: string;
  onAdded: (customer: TInvoiceCustomer) => void;
  onCancel: () => void;
}) => {
  const create = useCreateCustomer();
  const form = useForm<TNewCustomer>({
    defaultValues: { name: initialName, email: '', currency },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      onAdded(await create.mutateAsync(values));
    } catch (error) {
      const errors = error instanceof ApiError ? error.errors : [];
      let placed = false;
      for (const e of errors) {
        if (e.field === 'name' || e.field === 'email' || e.field === 'currency') {
          form.setError(e.field, { message: friendlyMessage(e.message || e.code) });
          placed = true;
        }
      }
      if (!placed) setProblem(error instanceof Error ? error.message : 'Please try again.');
    }
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="New customer"
      onSubmit={(e) => {
        e.stopPropagation();
        void submit(e);
      }}
      className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label="Customer name"
          autoFocus
          {...form.register('name', { required: 'Enter the customer’s name' })}
          error={errors.name?.message}
        />
        <Input
          label="Customer e-mail"
          type="email"
          {...form.register('email', { required: 'Enter the customer’s e-mail' })}
          error={errors.email?.message}
        />
      </div>
      <Input
        label="Customer currency"
        className="max-w-40"
        maxLength={3}
        {...form.register('currency')}
        error={errors.currency?.message}
      />
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending}>
          Add customer
        </Button>
        <Button appearance="plain" variant="neutral" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

/** Searches the LLC's customers as typed (a quarter second after the last key). */
const useDebounced = (value: string, ms = 250): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

/** Arrow keys move between the search field and the customers found. */
const moveWithArrows = (event: React.KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const picker = event.currentTarget.closest('[data-customer-picker]');
  const stops = Array.from(
    picker?.querySelectorAll<HTMLElement>('input[type="search"], [data-customer-option]') ?? [],
  );
  const at = stops.indexOf(event.target as HTMLElement);
  const next = at === -1 ? undefined : stops[at + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
};

/** The customer: searched, picked from the list (arrow keys work), or added inline. */
export const CustomerPicker = ({
  selected,
  currency,
  onSelect,
  error,
}: {
  selected: TPickedCustomer | null;
  currency: string;
  onSelect: (customer: TPickedCustomer | null) => void;
  error: string | undefined;
}) => {
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const search = useDebounced(q.trim());
  const customers = useCustomers(search);
  if (selected) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Customer</p>
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 px-3 py-2">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{selected.name}</p>
            <p className="text-sm break-all text-slate-600">{selected.email}</p>
          </div>
          <Button size="sm" variant="neutral" appearance="outlined" onClick={() => onSelect(null)}>
            Change customer
          </Button>
        </div>
      </div>
    );
  }
  const list = customers.data ?? [];
  return (
    <div className="space-y-2" data-customer-picker onKeyDown={moveWithArrows}>
      <Input
        id="customerId"
        label="Customer"
        type="search"
        placeholder="Search by name or e-mail"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        error={adding ? undefined : error}
        autoComplete="off"
      />
      {adding ? (
        <AddCustomerForm
          initialName={q.trim()}
          currency={currency}
          onAdded={(customer) => {
            setAdding(false);
            onSelect(customer);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <>
          {customers.isPending ? (
            <p className="text-sm text-slate-500">Loading your customers…</p>
          ) : customers.isError ? (
            <FieldMessage inputId="customers" error="Your customers could not be loaded." />
          ) : list.length === 0 ? (
            <p className="text-sm text-slate-600">
              {search ? `No customer matches “${search}”.` : 'You have no customers yet.'}
            </p>
          ) : (
            <ul
              aria-label="Customers"
              className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
            >
              {list.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    data-customer-option
                    onClick={() => onSelect(c)}
                    className="w-full px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                  >
                    <span className="block font-medium break-words text-slate-900">{c.name}</span>
                    <span className="block text-sm break-all text-slate-600">{c.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button size="sm" appearance="soft" onClick={() => setAdding(true)}>
            Add customer
          </Button>
        </>
      )}
    </div>
  );
};
