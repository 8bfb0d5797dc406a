import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { formatMinor, type TInvoiceTotals } from '@charterline/shared/rules/invoice-totals';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/input';
import { EMPTY_LINE, type TEditorValues } from '../form';

type TLineFieldName = 'description' | 'quantity' | 'unitPrice' | 'taxRate';

/** A line's field: its label shows on a phone's card, and is read out only in the table. */
const LineField = ({
  label,
  error,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error: string | undefined }) => {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 md:sr-only">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...input}
      />
      <FieldMessage inputId={id} error={error} />
    </div>
  );
};

// One grid for the header and each line at 1280 px; stacked cards on a phone.
const GRID =
  'md:grid md:grid-cols-[minmax(0,1fr)_6rem_8rem_6rem_8rem_2.75rem] md:items-start md:gap-3';

/**
 * The lines: Add line / Remove line, Enter in the last field of the last line adds one, the
 * amount of each line live (quantity × price, with the server's rounding).
 */
export const LineItems = ({
  form,
  totals,
  currency,
}: {
  form: UseFormReturn<TEditorValues>;
  totals: TInvoiceTotals;
  currency: string;
}) => {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  // After a removal the focus goes to the line before (or the new first line).
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterRemove.current === null) return;
    form.setFocus(`lines.${focusAfterRemove.current}.description`);
    focusAfterRemove.current = null;
  }, [fields, form]);

  const addLine = () =>
    append({ ...EMPTY_LINE }, { focusName: `lines.${fields.length}.description` });
  const removeLine = (index: number) => {
    focusAfterRemove.current = Math.max(0, index - 1);
    remove(index);
  };
  const errorOf = (index: number, name: TLineFieldName) => errors?.[index]?.[name]?.message;

  return (
    <section aria-labelledby="lines-heading" className="space-y-3">
      <h2 id="lines-heading" className="text-base font-semibold text-slate-900">
        Line items
      </h2>
      <div
        aria-hidden="true"
        className={clsx(GRID, 'hidden px-1 text-xs font-semibold text-slate-500 uppercase')}
      >
        <span>Description</span>
        <span>Quantity</span>
        <span>Unit price</span>
        <span>Tax %</span>
        <span className="text-right">Amount</span>
        <span />
      </div>
      <ol className="space-y-3 md:space-y-2">
        {fields.map((field, index) => {
          const last = index === fields.length - 1;
          return (
            // A list item holding a group: a role on the <li> itself would take it out of the
            // list (axe's "list").
            <li key={field.id}>
              <div
                role="group"
                aria-label={`Line ${index + 1}`}
                className={clsx(
                  GRID,
                  'space-y-3 rounded-xl p-4 ring-1 ring-slate-200 md:space-y-0 md:rounded-none md:p-1 md:ring-0',
                )}
              >
                <p className="text-sm font-semibold text-slate-500 md:hidden">Line {index + 1}</p>
                <LineField
                  label="Description"
                  {...form.register(`lines.${index}.description`)}
                  error={errorOf(index, 'description')}
                />
                <div className="grid grid-cols-3 gap-3 md:contents">
                  <LineField
                    label="Quantity"
                    inputMode="decimal"
                    {...form.register(`lines.${index}.quantity`)}
                    error={errorOf(index, 'quantity')}
                  />
                  <LineField
                    label="Unit price"
                    inputMode="decimal"
                    {...form.register(`lines.${index}.unitPrice`)}
                    error={errorOf(index, 'unitPrice')}
                  />
                  <LineField
                    label="Tax %"
                    inputMode="decimal"
                    {...form.register(`lines.${index}.taxRate`)}
                    error={errorOf(index, 'taxRate')}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter' || !last) return;
                      e.preventDefault();
                      addLine();
                    }}
                  />
                </div>
                <p className="flex justify-between text-sm md:block md:h-11 md:pt-3 md:text-right">
                  <span className="text-slate-600 md:sr-only">Amount</span>
                  <output className="font-medium text-slate-900 tabular-nums">
                    {formatMinor(totals.lines[index]?.amount ?? 0, currency)}
                  </output>
                </p>
                <div className="flex justify-end md:block">
                  <Button
                    size="sm"
                    variant="danger"
                    appearance="plain"
                    className="md:h-11"
                    aria-label={`Remove line ${index + 1}`}
                    icon={<Trash2 size={16} aria-hidden="true" />}
                    disabled={fields.length === 1}
                    onClick={() => removeLine(index)}
                  >
                    <span className="md:sr-only">Remove line</span>
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        size="sm"
        appearance="soft"
        icon={<Plus size={16} aria-hidden="true" />}
        onClick={addLine}
      >
        Add line
      </Button>
      {/* A keyboard's shortcut: not said to a finger (issue 36). */}
      <p className="text-xs text-slate-500 pointer-coarse:hidden">
        Press Enter in the last line’s tax field to add another line.
      </p>
    </section>
  );
};
