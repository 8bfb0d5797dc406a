import { useId, useState } from 'react';
import {
  MAIL_CATEGORIES,
  MAIL_CATEGORY_LABELS,
  MAIL_RULE_ACTIONS,
  type TMailCategory,
  type TMailRule,
  type TMailRuleAction,
} from '@charterline/shared/schemas/mail';
import { FormDialog } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveMailRule } from '../api/save-mail-rule';
import { RULE_ACTION_LABELS, ruleSentence } from '../mail-texts';

const FIELD =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** Add or change a rule: the category, what to do, and when (at once, or after some days). */
export const MailRuleDialog = ({
  rule,
  onClose,
}: {
  rule: TMailRule | null;
  onClose: () => void;
}) => {
  const save = useSaveMailRule();
  const id = useId();
  const [category, setCategory] = useState<TMailCategory>(rule?.category ?? 'marketing');
  const [action, setAction] = useState<TMailRuleAction>(rule?.action ?? 'shred');
  const [later, setLater] = useState(rule ? rule.afterDays !== null : true);
  const [days, setDays] = useState(String(rule?.afterDays ?? 30));
  const [problem, setProblem] = useState<string | null>(null);
  const afterDays = later ? Number(days) : null;
  const daysWrong = later && (!Number.isInteger(afterDays) || afterDays! < 1 || afterDays! > 365);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (daysWrong) return setProblem('Enter a number of days from 1 to 365');
    const body = { category, action, afterDays };
    save.mutate(
      { id: rule?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(rule ? 'Rule saved' : 'Rule added');
          onClose();
        },
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'The rule could not be saved.'),
      },
    );
  };
  return (
    <FormDialog
      title={rule ? 'Edit rule' : 'Add rule'}
      description="One rule per kind of letter. Urgent letters always wait for you."
      onClose={onClose}
      onSubmit={submit}
      submit="Save rule"
      pending={save.isPending}
      problem={problem}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium text-slate-700">
          Letters
        </label>
        <select
          id={`${id}-category`}
          className={FIELD}
          value={category}
          onChange={(e) => setCategory(e.target.value as TMailCategory)}
        >
          {MAIL_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {MAIL_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-action`} className="text-sm font-medium text-slate-700">
          What to do
        </label>
        <select
          id={`${id}-action`}
          className={FIELD}
          value={action}
          onChange={(e) => setAction(e.target.value as TMailRuleAction)}
        >
          {MAIL_RULE_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {RULE_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">When</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-when`}
            checked={!later}
            onChange={() => setLater(false)}
          />
          As soon as it arrives
        </label>
        <label className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${id}-when`} checked={later} onChange={() => setLater(true)} />
          After some days
        </label>
        {later ? (
          <div className="flex flex-col gap-1.5 pl-6">
            <label htmlFor={`${id}-days`} className="text-sm font-medium text-slate-700">
              Days after it arrives
            </label>
            <input
              id={`${id}-days`}
              type="number"
              min={1}
              max={365}
              inputMode="numeric"
              aria-invalid={daysWrong || undefined}
              className={`${FIELD} w-32`}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </div>
        ) : null}
      </fieldset>
      {!daysWrong ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          {ruleSentence({ category, action, afterDays })}
        </p>
      ) : null}
    </FormDialog>
  );
};
