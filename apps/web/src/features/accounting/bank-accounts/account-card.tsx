import { formatDay } from '@charterline/shared/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_KIND_LABELS, type TLedgerAccount } from '@charterline/shared/schemas/accounting';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import { Button } from '@/components/ui/button';
import { friendlyMessage } from '@charterline/shared/error-display';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteAccount, useUpdateAccount } from '../api/accounts';
import { importPathFor } from '../import/import-url';
import { ImportHistory } from './import-history';

const LINK =
  'inline-flex h-9 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** "Bank account · Mercury · ••1234 · USD". */
const describe = (a: TLedgerAccount): string =>
  [ACCOUNT_KIND_LABELS[a.kind], a.institution, a.last4 ? `••${a.last4}` : null, a.currency]
    .filter(Boolean)
    .join(' · ');

/** One account: what it holds, its actions, and the statements imported into it. */
export const AccountCard = ({
  account,
  onEdit,
}: {
  account: TLedgerAccount;
  onEdit: () => void;
}) => {
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const headingId = `account-${account.id}`;
  const archive = (archived: boolean) =>
    update.mutate(
      { id: account.id, patch: { archived } },
      {
        onSuccess: () => toast.success(archived ? 'Account archived' : 'Account back in use'),
        onError: (e) =>
          toast.error(e instanceof ApiError ? friendlyMessage(e.message) : 'Please try again.'),
      },
    );
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-base font-semibold text-slate-900">
            {account.name}
            {account.archived ? (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                Archived
              </span>
            ) : null}
          </h3>
          <p className="text-sm text-slate-600">{describe(account)}</p>
        </div>
        <p className="text-left sm:text-right">
          <span className="block text-xs text-slate-500">Balance</span>
          <span className="text-lg font-bold text-slate-900 tabular-nums">
            {formatMinor(account.balance, account.currency)}
          </span>
        </p>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-500">Transactions</dt>
          <dd className="font-medium text-slate-900">
            {account.transactionCount.toLocaleString('en-US')}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">Last transaction</dt>
          <dd className="font-medium text-slate-900">
            {account.lastTransactionOn ? formatDay(account.lastTransactionOn) : 'None yet'}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {account.archived ? null : (
          <Link
            to={importPathFor({ account: account.id })}
            aria-label={`Import a statement into ${account.name}`}
            className={LINK}
          >
            Import a statement
          </Link>
        )}
        <Button
          size="sm"
          appearance="outlined"
          variant="neutral"
          aria-label={`Edit ${account.name}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          size="sm"
          appearance="outlined"
          variant="neutral"
          aria-label={`${account.archived ? 'Unarchive' : 'Archive'} ${account.name}`}
          loading={update.isPending}
          onClick={() => archive(!account.archived)}
        >
          {account.archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button
          size="sm"
          appearance="plain"
          variant="danger"
          aria-label={`Delete ${account.name}`}
          aria-describedby={deleteProblem ? `${headingId}-delete` : undefined}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
        {deleteProblem ? (
          <p id={`${headingId}-delete`} role="alert" className="text-sm text-red-600">
            {deleteProblem}
          </p>
        ) : null}
      </div>
      <section
        aria-label={`Imports of ${account.name}`}
        className="mt-4 border-t border-slate-100 pt-3"
      >
        <h4 className="text-sm font-semibold text-slate-700">Statements imported</h4>
        <ImportHistory accountId={account.id} accountName={account.name} />
      </section>
      {deleting ? (
        <ConfirmDialog
          title="Delete this account?"
          text={`${account.name} leaves your books. Only an account without transactions can be deleted.`}
          confirm="Delete account"
          danger
          pending={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(account.id, {
              onSuccess: () => {
                setDeleting(false);
                toast.success(`${account.name} deleted`);
              },
              onError: (e) => {
                setDeleting(false);
                setDeleteProblem(
                  e instanceof ApiError ? friendlyMessage(e.message) : 'Please try again.',
                );
              },
            })
          }
        />
      ) : null}
    </article>
  );
};
