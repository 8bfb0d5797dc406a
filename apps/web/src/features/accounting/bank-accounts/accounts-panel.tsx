import { Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TLedgerAccount } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useLedgerAccounts } from '../api/accounts';
import { AccountCard } from './account-card';
import { AccountDialog } from './account-dialog';

/** The first account: why, and the one button. */
export const NoAccountYet = ({ onAdd }: { onAdd: () => void }) => (
  <EmptyState
    icon={<Landmark size={28} aria-hidden="true" />}
    title="Add your bank account to start your books"
    text="Add the company's bank account or card, then import its statements: we sort every transaction into your books."
    action={
      <Button onClick={onAdd}>
        <Plus size={18} aria-hidden="true" /> Add an account
      </Button>
    }
  />
);

/** Accounts tab: every account as a card with its imports; archived ones after the others. */
export const AccountsPanel = () => {
  const accounts = useLedgerAccounts();
  const [editing, setEditing] = useState<TLedgerAccount | 'new' | null>(null);
  const dialog =
    editing === null ? null : (
      <AccountDialog
        account={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    );
  if (accounts.isPending)
    return <LoadingBlocks label="Loading your accounts" heights={['h-40', 'h-40']} />;
  if (accounts.isError)
    return (
      <LoadFailed what="Your accounts could not be loaded." retry={() => void accounts.refetch()} />
    );
  if (accounts.data.length === 0)
    return (
      <>
        <NoAccountYet onAdd={() => setEditing('new')} />
        {dialog}
      </>
    );
  const open = accounts.data.filter((a) => !a.archived);
  const archived = accounts.data.filter((a) => a.archived);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Your bank accounts and cards. Balances include the opening balance.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" /> Add an account
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {open.map((a) => (
          <AccountCard key={a.id} account={a} onEdit={() => setEditing(a)} />
        ))}
      </div>
      {archived.length > 0 ? (
        <section aria-labelledby="archived-accounts" className="space-y-3">
          <h3 id="archived-accounts" className="text-sm font-semibold text-slate-700">
            Archived accounts
          </h3>
          <div className="grid gap-4 lg:grid-cols-2">
            {archived.map((a) => (
              <AccountCard key={a.id} account={a} onEdit={() => setEditing(a)} />
            ))}
          </div>
        </section>
      ) : null}
      {dialog}
    </div>
  );
};
