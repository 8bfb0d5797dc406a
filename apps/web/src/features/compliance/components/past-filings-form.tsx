import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@charterline/shared/format';
import type { TPastFilingAnswer, TPastFilingItem } from '@charterline/shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAnswerPastFilings } from '../api/past-filings';

const ANSWERS: readonly { value: TPastFilingAnswer; label: string }[] = [
  { value: 'filed', label: 'Filed' },
  { value: 'not_filed', label: 'Not filed' },
  { value: 'unknown', label: 'I don’t know' },
];

type TKind = { key: string; title: string; agency: string; items: TPastFilingItem[] };

/** One group per obligation (Form 5472, the Delaware tax…), its years oldest first. */
const byObligation = (items: readonly TPastFilingItem[]): TKind[] => {
  const kinds = new Map<string, TKind>();
  for (const item of items) {
    const kind = kinds.get(item.key) ?? {
      key: item.key,
      title: item.title,
      agency: item.agency,
      items: [],
    };
    kind.items.push(item);
    kinds.set(item.key, kind);
  }
  return [...kinds.values()];
};

/** One year: three answers as a segmented choice (radios, so the keyboard and readers know it). */
const YearAnswer = ({
  item,
  value,
  onChange,
}: {
  item: TPastFilingItem;
  value: TPastFilingAnswer;
  onChange: (answer: TPastFilingAnswer) => void;
}) => (
  <fieldset className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
    <legend className="sr-only">
      {item.title} {item.period}
    </legend>
    <p className="text-sm text-slate-800" aria-hidden="true">
      <span className="font-semibold">{item.period}</span>{' '}
      <span className="text-slate-500">· due {formatDate(item.dueDate)}</span>
    </p>
    {/* "I don’t know" takes its own width so no answer wraps, even at 390 px. */}
    <div className="grid shrink-0 grid-cols-[1fr_1fr_auto] gap-1 rounded-lg bg-slate-100 p-1">
      {ANSWERS.map((a) => (
        <label
          key={a.value}
          className={clsx(
            'cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-semibold whitespace-nowrap has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
            value === a.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
          )}
        >
          <input
            type="radio"
            className="sr-only"
            name={`past-${item.obligationId}`}
            value={a.value}
            checked={value === a.value}
            onChange={() => onChange(a.value)}
          />
          {a.label}
        </label>
      ))}
    </div>
  </fieldset>
);

/**
 * The past filings of a brought LLC (issue 36 item 3, decision 0185): for each filing due
 * before it joined us, "Filed", "Not filed" or "I don't know" (what it stays while not
 * answered: to confirm). Saved all at once; `onDone` after saving or skipping.
 */
export const PastFilingsForm = ({
  items,
  onDone,
  skipLabel,
  saveLabel = 'Save my answers',
}: {
  items: readonly TPastFilingItem[];
  onDone: () => void;
  skipLabel: string;
  saveLabel?: string;
}) => {
  const [answers, setAnswers] = useState<Record<string, TPastFilingAnswer>>(() =>
    Object.fromEntries(items.map((i) => [i.obligationId, i.answer])),
  );
  const save = useAnswerPastFilings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        answers: items.map((i) => ({
          obligationId: i.obligationId,
          answer: answers[i.obligationId] ?? i.answer,
        })),
      },
      {
        onSuccess: (saved) => {
          const open = saved.items.filter((i) => i.answer === 'unknown').length;
          toast.success(
            open === 0
              ? 'Thank you. Your deadlines now show what was filed.'
              : `Thank you. ${open} past filing${open === 1 ? ' stays' : 's stay'} to confirm.`,
          );
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Your past filings" className="space-y-4">
      {byObligation(items).map((kind) => {
        const penalty = kind.items[0]?.penalty ?? null;
        return (
          <section
            key={kind.key}
            aria-label={kind.title}
            className="rounded-xl p-4 ring-1 ring-slate-200"
          >
            <h3 className="font-semibold text-slate-900">{kind.title}</h3>
            <p className="text-sm text-slate-600">
              {kind.agency}
              {penalty ? (
                <>
                  {' · If not filed: '}
                  <a
                    href={penalty.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {penalty.text}
                    <span className="sr-only"> (source: {penalty.source}, opens in a new tab)</span>
                  </a>
                </>
              ) : null}
            </p>
            <div className="mt-1 divide-y divide-slate-100">
              {kind.items.map((item) => (
                <YearAnswer
                  key={item.obligationId}
                  item={item}
                  value={answers[item.obligationId] ?? item.answer}
                  onChange={(answer) =>
                    setAnswers((now) => ({ ...now, [item.obligationId]: answer }))
                  }
                />
              ))}
            </div>
          </section>
        );
      })}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" appearance="plain" variant="neutral" onClick={onDone}>
          {skipLabel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
};
