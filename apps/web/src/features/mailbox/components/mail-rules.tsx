import { useState } from 'react';
import type { TMailRule } from '@charterline/shared/schemas/mail';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { toast } from '@/lib/toast';
import { useDeleteMailRule } from '../api/delete-mail-rule';
import { useMailRules } from '../api/get-mail-rules';
import { ruleSentence } from '../mail-texts';
import { MailRuleDialog } from './mail-rule-dialog';

/** "Mail rules": what happens to letters of a category without asking, as sentences. */
export const MailRules = () => {
  const rules = useMailRules();
  const remove = useDeleteMailRule();
  const [editing, setEditing] = useState<TMailRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TMailRule | null>(null);
  return (
    <section
      aria-labelledby="mail-rules"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="mail-rules" className="text-lg font-semibold text-slate-900">
            Mail rules
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Tell us once what to do with a kind of letter. Rules never forward (forwarding costs
            shipping) and never touch urgent letters; you can still act on a letter first.
          </p>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}>
          Add rule
        </Button>
      </div>
      {rules.isPending ? (
        <LoadingBlocks label="Loading your mail rules" heights={['h-10', 'h-10']} />
      ) : rules.isError ? (
        <LoadFailed
          what="Your mail rules could not be loaded."
          retry={() => void rules.refetch()}
        />
      ) : rules.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No rules yet. For example: “Shred marketing letters 30 days after they arrive”.
        </p>
      ) : (
        <ul aria-label="Mail rules" className="divide-y divide-slate-100">
          {rules.data.map((rule) => {
            const sentence = ruleSentence(rule);
            return (
              <li key={rule.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="flex-1 text-sm text-slate-900">
                  {sentence}
                  <span className="block text-xs text-slate-500">
                    Applied to {rule.applied} letter{rule.applied === 1 ? '' : 's'}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="neutral"
                  appearance="outlined"
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
        </ul>
      )}
      {editing ? (
        <MailRuleDialog
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this rule?"
          text={`“${ruleSentence(deleting)}” stops; letters it already acted on stay as they are.`}
          confirm="Delete rule"
          danger
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success('Rule deleted');
                setDeleting(null);
              },
            })
          }
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
};
