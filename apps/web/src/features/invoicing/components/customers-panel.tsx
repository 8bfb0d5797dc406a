import { Plus, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TInvoiceCustomer } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import { useArchiveCustomer, useCustomers } from '../api/customers';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CustomerDialog } from './customer-dialog';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { SearchField } from '@/components/forms/search-field';

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
      return <LoadingBlocks label="Loading customers…" heights={['h-16', 'h-16']} />;
    if (customers.isError)
      return (
        <LoadFailed
          what="Your customers could not be loaded."
          retry={() => void customers.refetch()}
        />
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
              {c.credits.length > 0 ? (
                <p className="text-sm font-medium text-emerald-800">
                  Credit {c.credits.map((x) => formatMinor(x.amount, x.currency)).join(' · ')} for
                  their next invoices
                </p>
              ) : null}
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
        <SearchField
          label="Search customers"
          value={text}
          placeholder="Name or e-mail"
          onChange={setText}
        />
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
    <ConfirmDialog
      title={`Archive ${customer.name}?`}
      text="They leave your list of customers. Their invoices stay as they are."
      confirm="Archive"
      danger
      pending={archive.isPending}
      onConfirm={() =>
        archive.mutate(customer.id, {
          onSuccess: () => {
            toast.success(`${customer.name} is archived.`);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
};
