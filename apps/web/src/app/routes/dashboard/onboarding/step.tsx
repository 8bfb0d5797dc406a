import { Hourglass } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  parseStepSegment,
  phaseFromRoute,
  PHASE_TITLES,
  stepPath,
  WIZARD_STEPS,
} from '@charterline/shared/rules/wizard';
import { EmptyState } from '@/components/ui/empty-state';
import { ContinueButton, GoBackButton } from '@/components/ui/wizard-buttons';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/onboarding/{phase}/step-{n}: the stepper and the step's page. */
export const Component = () => {
  const params = useParams();
  const navigate = useNavigate();
  const phase = phaseFromRoute(params.phase);
  const step = phase ? parseStepSegment(phase, params.step) : null;
  const steps = phase ? WIZARD_STEPS[phase] : [];
  const name = step ? (steps[step - 1] ?? '') : '';
  usePageTitle(name || 'Onboarding');
  if (!phase || !step) return <Navigate to="/dashboard/onboarding" replace />;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold text-brand-700">{PHASE_TITLES[phase]}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{name}</h1>
      </div>
      <ol aria-label="Steps" className="flex flex-wrap gap-2">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={i + 1 === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 text-xs font-semibold ${
              i + 1 === step ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-600'
            }`}
          >
            {i + 1}. {s}
          </li>
        ))}
      </ol>
      <EmptyState
        icon={<Hourglass size={28} aria-hidden="true" />}
        title="This step is being prepared"
        text="The forms for this step open in the next release of the portal. Nothing is lost: your account and company are saved."
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <GoBackButton
          onClick={() =>
            void navigate(step > 1 ? stepPath(phase, step - 1) : '/dashboard/onboarding')
          }
        />
        <ContinueButton disabled>CONTINUE</ContinueButton>
      </div>
    </div>
  );
};
