import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { BRING_YOUR_LLC_PATH, customerPathOf } from '@charterline/shared/rules/customer-path';
import {
  canAccessPhase,
  PHASE_TITLES,
  phaseState,
  stepPath,
  WIZARD_PHASES,
  WIZARD_STEPS,
} from '@charterline/shared/rules/wizard';
import { PageSkeleton } from '@/components/ui/skeleton';
import { DetailsError } from '@/features/formation/details-error';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { wizardStateFrom } from '@/features/formation/wizard-sync';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { resumePath } from '@/features/formation/wizard-sync';
import { NextStepCard } from '../home-next-step';

/** The onboarding landing: the four phases, what is done, and where to continue. */
export const Component = () => {
  usePageTitle('Onboarding');
  const user = useUser().data;
  const details = useCompanyDetails();
  if (details.isPending) return <PageSkeleton />;
  if (!details.data) {
    return <DetailsError error={details.error} retry={() => void details.refetch()} />;
  }
  // The landing follows the path (issue 18 §1): an LLC formed elsewhere has no wizard.
  const path = customerPathOf(details.data);
  if (path.kind === 'bring-your-llc') return <Navigate to={BRING_YOUR_LLC_PATH} replace />;
  if (path.kind === 'verifying' || path.kind === 'verified') {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your LLC</h1>
        <NextStepCard company={details.data} />
      </div>
    );
  }
  const state = wizardStateFrom(details.data, user?.id ?? null);
  const resume = resumePath(state);
  return (
    <div className="space-y-6">
      {path.kind === 'one-service' ? <NextStepCard company={details.data} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {path.kind === 'one-service' ? 'Or form a new LLC with us' : 'Form your LLC'}
          </h1>
          <p className="mt-1 text-slate-600">
            Four phases, one step at a time. Everything you enter is saved as you go.
          </p>
        </div>
        <Link
          to={resume}
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-900"
        >
          {state.phases.prePayment.currentStep === 1 && !details.data.state ? 'Start' : 'Continue'}
        </Link>
      </div>
      <ol className="grid gap-4 md:grid-cols-2">
        {WIZARD_PHASES.map((phase, index) => {
          const ps = phaseState(state, phase);
          const open = canAccessPhase(state, phase);
          return (
            <li key={phase} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between">
                <h2 className="font-semibold text-slate-900">
                  {index + 1}. {PHASE_TITLES[phase]}
                </h2>
                {ps.completed ? (
                  <CheckCircle2 size={18} className="text-emerald-600" aria-label="Done" />
                ) : open ? (
                  <Circle size={18} className="text-brand-600" aria-label="Open" />
                ) : (
                  <Lock size={18} className="text-slate-400" aria-label="Opens later" />
                )}
              </div>
              <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
                {WIZARD_STEPS[phase].map((step, i) => {
                  const done = ps.completed || i < ps.currentStep - 1;
                  return (
                    <li key={step} className="flex items-center gap-2">
                      <CheckCircle2
                        size={14}
                        className={done ? 'text-emerald-600' : 'text-slate-300'}
                        aria-label={done ? 'done' : undefined}
                      />
                      {step}
                    </li>
                  );
                })}
              </ul>
              {open && !ps.completed ? (
                <Link
                  to={stepPath(phase, ps.currentStep)}
                  className="mt-4 inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
                >
                  Open {PHASE_TITLES[phase].toLowerCase()}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
};
