import { Check } from 'lucide-react';
import { IMPORT_STEPS, type TImportStep } from './import-url';

/**
 * 1 File · 2 Columns · 3 Preview · 4 Import; on a phone "Step 2 of 4 · Columns". The steps
 * before the current one are buttons while going back is allowed (before the import runs).
 */
export const ImportStepper = ({
  current,
  skipped,
  onBack,
}: {
  current: TImportStep;
  /** Columns for an OFX file (it has none). */
  skipped: TImportStep[];
  onBack: ((step: TImportStep) => void) | null;
}) => {
  const index = IMPORT_STEPS.findIndex((s) => s.key === current);
  const label = IMPORT_STEPS[index]?.label ?? '';
  return (
    <nav aria-label="Import steps">
      <p className="text-sm font-semibold text-slate-700 sm:hidden">
        Step {index + 1} of {IMPORT_STEPS.length} · {label}
      </p>
      <ol className="hidden items-center gap-2 sm:flex">
        {IMPORT_STEPS.map((step, i) => {
          const done = i < index;
          const here = i === index;
          const body = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full text-xs font-bold ${
                  here
                    ? 'bg-brand-700 text-white'
                    : done
                      ? 'bg-brand-100 text-brand-800'
                      : 'bg-slate-100 text-slate-500'
                }`}
              >
                {done ? <Check size={14} /> : i + 1}
              </span>
              <span className={here ? 'font-semibold text-slate-900' : 'text-slate-600'}>
                {step.label}
              </span>
            </>
          );
          const canGoBack = done && onBack && !skipped.includes(step.key);
          return (
            <li
              key={step.key}
              aria-current={here ? 'step' : undefined}
              className="flex items-center gap-2 text-sm"
            >
              {canGoBack ? (
                <button
                  type="button"
                  onClick={() => onBack(step.key)}
                  className="flex items-center gap-2 rounded-lg px-1 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {body}
                </button>
              ) : (
                <span className="flex items-center gap-2 px-1">{body}</span>
              )}
              {i < IMPORT_STEPS.length - 1 ? (
                <span aria-hidden="true" className="h-px w-6 bg-slate-300" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
