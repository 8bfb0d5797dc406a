import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { Link } from 'react-router';
import {
  PHASE_TITLES,
  stepPath,
  WIZARD_PHASES,
  WIZARD_STEPS,
} from '@charterline/shared/rules/wizard';
import { usePageTitle } from '@/lib/use-page-title';

/** The onboarding landing: the four phases and their steps, the first one open. */
export const Component = () => {
  usePageTitle('Onboarding');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Form your LLC</h1>
        <p className="mt-1 text-slate-600">
          Four phases, one step at a time. Everything you enter is saved as you go.
        </p>
      </div>
      <ol className="grid gap-4 md:grid-cols-2">
        {WIZARD_PHASES.map((phase, index) => (
          <li key={phase} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center justify-between">
              <h2 className="font-semibold text-slate-900">
                {index + 1}. {PHASE_TITLES[phase]}
              </h2>
              {index === 0 ? (
                <Circle size={18} className="text-brand-600" aria-label="Open" />
              ) : (
                <Lock size={18} className="text-slate-400" aria-label="Opens later" />
              )}
            </div>
            <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
              {WIZARD_STEPS[phase].map((step) => (
                <li key={step} className="flex items-center gap-2">
                  <CheckCircle2 size={14} className="text-slate-300" aria-hidden="true" />
                  {step}
                </li>
              ))}
            </ul>
            {index === 0 ? (
              <Link
                to={stepPath(phase, 1)}
                className="mt-4 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
              >
                Start
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
};
