import { Plus, Search, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { TInvoiceCustomer } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useArchiveCustomer, useCustomers } from '../api/customers';
import { CustomerDialog } from './customer-dialog';

type TEditing = { customer: TInvoiceCustomer | null } | null;

/** The Customers tab: search, add and edit in a dialog, archive after a confirmation. */
export const CustomersPanel = () => {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const customers = useCustomers(q);
  const [editing, setEditing] = useState<TEditing>(null);
  const [archiving, setArchiving] = useState<TInvoiceCustomer | null>(null);
  const add = () => setEditing({ customer: null });
  const list = () => {
    if (customers.isPending)
      return (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading customers…</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      );
    if (customers.isError)
      return (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Your customers could not be loaded.</p>
          <Button
            size="sm"
            variant="neutral"
            className="mt-2"
            onClick={() => void customers.refetch()}
          >
            Try again
          </Button>
        </div>
      );
    if (customers.data.length === 0 && !q)
      return (
        <EmptyState
          icon={<Users size={28} aria-hidden="true" />}
          title="No customers yet"
          text="Add the people and businesses you bill: their details fill in each invoice."
          action={<Button onClick={add}>Add a customer</Button>}
        />
      );
    if (customers.data.length === 0)
      return (
        <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          No customer matches “{q}”.
        </p>
      );
    return (
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
        {customers.data.map((c) => (
          <li key={c.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{c.name}</p>
              <p className="truncate text-sm text-slate-600">
                {c.email}
                {c.currency !== 'USD' ? ` · ${c.currency}` : ''}
                {c.taxId ? ` · Tax ID ${c.taxId}` : ''}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="neutral"
                appearance="outlined"
                aria-label={`Edit ${c.name}`}
                onClick={() => setEditing({ customer: c })}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                appearance="plain"
                aria-label={`Archive ${c.name}`}
                onClick={() => setArchiving(c)}
              >
                Archive
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <label htmlFor="customer-search" className="text-xs font-semibold text-slate-600">
            Search customers
          </label>
          <div className="relative">
            <Search
              size={16}
              aria-hidden="true"
              className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
            />
            <input
              id="customer-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Name or e-mail"
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:w-72"
            />
          </div>
        </div>
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={add}>
          Add customer
        </Button>
      </div>
      {list()}
      {editing ? (
        <CustomerDialog customer={editing.customer} onClose={() => setEditing(null)} />
      ) : null}
      {archiving ? <ArchiveDialog customer={archiving} onClose={() => setArchiving(null)} /> : null}
    </div>
  );
};

const ArchiveDialog = ({
  customer,
  onClose,
}: {
  customer: TInvoiceCustomer;
  onClose: () => void;
}) => {
  const archive = useArchiveCustomer();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Archive ${customer.name}?`}
      description="They leave your list of customers. Their invoices stay as they are."
    >
      <div className="flex justify-end gap-2">
        <Button appearance="outlined" variant="neutral" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={archive.isPending}
          onClick={() =>
            archive.mutate(customer.id, {
              onSuccess: () => {
                toast.success(`${customer.name} is archived.`);
                onClose();
              },
            })
          }
        >
          Archive
        </Button>
      </div>
    </Dialog>
  );
};
