import { useState } from 'react';
import type { TRule } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useLedgerCategories } from '../api/categories';
import { useApplyRules, useDeleteRule, useLedgerRules } from '../api/rules';
import { useLedgerAccountsForFilter } from '../api/transactions';
import { CategoriesSection } from './categories-section';
import { RuleDialog } from './rule-dialog';
import { ruleSentence } from './rule-sentence';

const plural = (n: number) => `${n} transaction${n === 1 ? '' : 's'}`;

/** The Rules tab: the rules in order as sentences, apply them, and the chart below. */
export const RulesPanel = () => {
  const rules = useLedgerRules();
  const categories = useLedgerCategories();
  const accounts = useLedgerAccountsForFilter();
  const apply = useApplyRules();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<TRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRule | null>(null);

  const applyRules = () =>
    apply.mutate(undefined, {
      onSuccess: ({ categorised }) => toast.success(`${plural(categorised)} categorised`),
    });

  let list;
  if (rules.isPending) list = <LoadingBlocks label="Loading rules…" heights={['h-24']} />;
  else if (rules.isError)
    list = <LoadFailed what="Your rules could not be loaded." retry={() => void rules.refetch()} />;
  else if (rules.data.length === 0)
    list = (
      <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
        No rules yet. A rule categorises transactions for you, e.g. everything from STRIPE as Sales.
      </p>
    );
  else
    list = (
      <ol
        aria-label="Rules"
        className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200"
      >
        {rules.data.map((rule) => {
          const sentence = ruleSentence(rule, accounts.data ?? []);
          return (
            <li key={rule.id} className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm">
              <span className="flex-1 text-slate-900">{sentence}</span>
              <Button
                size="sm"
                variant="neutral"
                appearance="plain"
                aria-label={`Edit rule: ${sentence}`}
                onClick={() => setEditing(rule)}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                appearance="plain"
                aria-label={`Delete rule: ${sentence}`}
                onClick={() => setDeleting(rule)}
              >
                Delete
              </Button>
            </li>
          );
        })}
      </ol>
    );

  return (
    <div className="space-y-8">
      <section aria-labelledby="rules-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="rules-heading" className="text-lg font-semibold text-slate-900">
            Rules
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="neutral"
              appearance="outlined"
              loading={apply.isPending}
              onClick={applyRules}
            >
              Apply rules to uncategorised transactions
            </Button>
            <Button onClick={() => setEditing('new')}>Add a rule</Button>
          </div>
        </div>
        {list}
      </section>
      <CategoriesSection />
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          accounts={accounts.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this rule?"
          text={ruleSentence(deleting, accounts.data ?? [])}
          confirm="Delete rule"
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
};
