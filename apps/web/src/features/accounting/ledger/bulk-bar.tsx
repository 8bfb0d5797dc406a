import { useState } from 'react';
import type { TCategory } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useBulkCategorise } from '../api/transactions';
import { CategorySelect } from './category-select';

const plural = (n: number) => `${n} transaction${n === 1 ? '' : 's'}`;

/** "3 selected · Categorise as [select] · Apply · Clear", stuck to the bottom while shown. */
export const BulkBar = ({
  ids,
  categories,
  onClear,
}: {
  ids: string[];
  categories: readonly TCategory[];
  onClear: () => void;
}) => {
  const [categoryId, setCategoryId] = useState('');
  const bulk = useBulkCategorise();
  const apply = () =>
    bulk.mutate(
      { ids, categoryId: categoryId || null },
      {
        onSuccess: ({ updated }) => {
          toast.success(`${plural(updated)} categorised`);
          onClear();
        },
      },
    );
  return (
    <div
      role="region"
      aria-label="Selected transactions"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-xl"
    >
      <span className="font-semibold">{ids.length} selected</span>
      <label htmlFor="bulk-category" className="text-slate-200">
        Categorise as
      </label>
      <CategorySelect
        id="bulk-category"
        value={categoryId}
        categories={categories}
        onChange={setCategoryId}
        className="text-slate-900"
      />
      <Button size="sm" loading={bulk.isPending} onClick={apply}>
        Apply
      </Button>
      <Button size="sm" variant="neutral" appearance="soft" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
};
