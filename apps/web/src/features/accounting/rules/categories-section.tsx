import { useState } from 'react';
import {
  CATEGORY_TYPES,
  CATEGORY_TYPE_LABELS,
  type TCategory,
} from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useDeleteCategory, useLedgerCategories, usePatchCategory } from '../api/categories';
import { CategoryDialog } from './category-dialog';

const count = (n: number) => `${n} transaction${n === 1 ? '' : 's'}`;

/** The chart by type, with counts: add, rename, archive/unarchive, delete when unused. */
export const CategoriesSection = () => {
  const categories = useLedgerCategories();
  const patch = usePatchCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<TCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCategory | null>(null);

  if (categories.isPending) return <LoadingBlocks label="Loading categories…" heights={['h-40']} />;
  if (categories.isError)
    return (
      <LoadFailed
        what="Your categories could not be loaded."
        retry={() => void categories.refetch()}
      />
    );

  const archive = (c: TCategory) =>
    patch.mutate(
      { id: c.id, archived: !c.archived },
      {
        onSuccess: () =>
          toast.success(c.archived ? `${c.name} is back in the lists` : `${c.name} archived`),
        onError: () => toast.error('The category could not be changed. Please try again.'),
      },
    );

  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="categories-heading" className="text-lg font-semibold text-slate-900">
          Categories
        </h2>
        <Button variant="neutral" appearance="outlined" onClick={() => setEditing('new')}>
          Add a category
        </Button>
      </div>
      {CATEGORY_TYPES.map((type) => {
        const inType = categories.data.filter((c) => c.type === type);
        if (inType.length === 0) return null;
        return (
          <div key={type} className="rounded-2xl bg-white ring-1 ring-slate-200">
            <h3 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-700">
              {CATEGORY_TYPE_LABELS[type]}
            </h3>
            <ul aria-label={CATEGORY_TYPE_LABELS[type]} className="divide-y divide-slate-100">
              {inType.map((c) => (
                <li
                  key={c.id}
                  aria-label={c.name}
                  className="flex flex-wrap items-center gap-2 px-4 py-2 text-sm"
                >
                  <span className={c.archived ? 'text-slate-500' : 'text-slate-900'}>
                    {c.name}
                    {c.archived ? ' (archived)' : ''}
                  </span>
                  <span className="text-slate-500">{count(c.transactionCount)}</span>
                  <span className="ml-auto flex gap-1">
                    <Button
                      size="sm"
                      variant="neutral"
                      appearance="plain"
                      aria-label={`Rename ${c.name}`}
                      onClick={() => setEditing(c)}
                    >
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="neutral"
                      appearance="plain"
                      aria-label={`${c.archived ? 'Unarchive' : 'Archive'} ${c.name}`}
                      onClick={() => archive(c)}
                    >
                      {c.archived ? 'Unarchive' : 'Archive'}
                    </Button>
                    {c.transactionCount === 0 && !c.key ? (
                      <Button
                        size="sm"
                        variant="danger"
                        appearance="plain"
                        aria-label={`Delete ${c.name}`}
                        onClick={() => setDeleting(c)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {editing ? (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          text="It is not used by any transaction. Rules that set it would stop working."
          confirm="Delete"
          danger
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success(`${deleting.name} deleted`),
              onSettled: () => setDeleting(null),
            })
          }
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
};
