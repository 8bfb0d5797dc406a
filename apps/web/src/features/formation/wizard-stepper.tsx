import { Check, Lock } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  isStepReachable,
  stepPath,
  WIZARD_STEPS,
  type TWizardPhase,
  type TWizardState,
} from '@charterline/shared/rules/wizard';

/**
 * The steps of a phase: done, current, open or locked; open ones are links. From 640 px the
 * pills wrap (none is cut off); on a phone they scroll sideways under a "Step 3 of 6" line,
 * with the current step scrolled into the middle of the row (the page itself never scrolls).
 */
export const WizardStepper = ({
  state,
  phase,
  step,
  doneSteps,
}: {
  state: TWizardState;
  phase: TWizardPhase;
  step: number | 'review';
  doneSteps: (index: number) => boolean;
}) => {
  const steps = WIZARD_STEPS[phase];
  const total = steps.length;
  const done = steps.filter((_, i) => doneSteps(i)).length;
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    const item = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!row || !item) return;
    row.scrollLeft = item.offsetLeft - (row.clientWidth - item.offsetWidth) / 2;
  }, [step, phase]);
  return (
    <nav aria-label="Steps">
      <p className="mb-2 flex justify-between gap-3 text-sm text-slate-600">
        {typeof step === 'number' ? (
          <span className="font-medium text-slate-900 sm:hidden" data-testid="step-of">
            Step {step} of {total}
          </span>
        ) : null}
        <span>
          {done} of {total} done
        </span>
      </p>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-full bg-brand-600 transition-all"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <ol
        ref={list}
        tabIndex={0}
        aria-label="Steps"
        className="relative mt-3 flex gap-2 overflow-x-auto rounded-full px-0.5 py-0.5 pb-1 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-wrap sm:overflow-visible"
      >
        {steps.map((name, i) => {
          const n = i + 1;
          const current = n === step;
          const isDone = doneSteps(i);
          const open = isStepReachable(state, phase, n) || isDone;
          const body = (
            <>
              <span
                className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  isDone
                    ? 'bg-emerald-600 text-white'
                    : current
                      ? 'bg-brand-700 text-white'
                      : 'bg-slate-200 text-slate-600'
                }`}
              >
                {isDone ? (
                  <Check size={14} aria-label="done" />
                ) : open ? (
                  n
                ) : (
                  <Lock size={12} aria-label="locked" />
                )}
              </span>
              <span className="whitespace-nowrap">{name}</span>
            </>
          );
          // A locked step is muted by its colour (4.8 : 1 on white), not by opacity, which
          // took its text under AA's 4.5 : 1.
          const cls = `flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ${
            current
              ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-600'
              : `bg-white ring-1 ring-slate-200 ${open ? 'text-slate-700' : 'text-slate-500'}`
          }`;
          return (
            <li key={name} aria-current={current ? 'step' : undefined} className="shrink-0">
              {open && !current ? (
                <Link to={stepPath(phase, n)} className={`${cls} hover:bg-slate-50`}>
                  {body}
                </Link>
              ) : (
                <span className={cls}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
