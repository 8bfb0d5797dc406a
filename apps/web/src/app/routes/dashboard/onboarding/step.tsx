import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  parseStepSegment,
  phaseFromRoute,
  PHASE_TITLES,
  stepPath,
  WIZARD_STEPS,
  type TWizardPhase,
} from '@charterline/shared/rules/wizard';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { PageSkeleton } from '@/components/ui/skeleton';
import { DetailsError } from '@/features/formation/details-error';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { AddonStep } from '@/features/formation/steps/addon';
import { BankAccountStep } from '@/features/formation/steps/bank-account';
import { ChooseStateStep } from '@/features/formation/steps/choose-state';
import { CompanyInfoStep } from '@/features/formation/steps/company-info';
import { EinApplicationStep } from '@/features/formation/steps/ein-application';
import { MailingAddressStep } from '@/features/formation/steps/mailing-address';
import { OptionalProductsStep } from '@/features/formation/steps/optional-products';
import { OwnershipStep } from '@/features/formation/steps/ownership';
import { PaymentStep } from '@/features/formation/steps/payment';
import { ProcessingTracker } from '@/features/formation/steps/processing-tracker';
import { RegisteredAgentStep } from '@/features/formation/steps/registered-agent';
import { FormationReview } from '@/features/formation/steps/review';
import type { TStepProps } from '@/features/formation/step-frame';
import {
  canOpenStep,
  doneIn,
  resumePath,
  REVIEW,
  saveWizardState,
  wizardStateFrom,
} from '@/features/formation/wizard-sync';
import { WizardStepper } from '@/features/formation/wizard-stepper';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

const StepBody = ({
  phase,
  step,
  props,
  company,
}: {
  phase: TWizardPhase;
  step: number;
  props: TStepProps;
  company: TCompanyDetails;
}) => {
  if (phase === 'processing') return <ProcessingTracker company={company} />;
  if (phase === 'addons') return <AddonStep step={step} {...props} />;
  if (phase === 'pre-payment') {
    if (step === 1) return <ChooseStateStep {...props} />;
    if (step === 2) return <OptionalProductsStep {...props} />;
    return <PaymentStep {...props} />;
  }
  const steps = [
    CompanyInfoStep,
    RegisteredAgentStep,
    OwnershipStep,
    MailingAddressStep,
    EinApplicationStep,
    BankAccountStep,
  ];
  const Step = steps[step - 1] ?? CompanyInfoStep;
  return <Step {...props} />;
};

/** /dashboard/onboarding/{phase}/step-{n}: the stepper, the gate and the step's form. */
export const Component = () => {
  const params = useParams();
  const navigate = useNavigate();
  // A formation step opened with Edit on the review (?from=review) returns there.
  const fromReview = useSearchParams()[0].get('from') === 'review';
  const user = useUser().data;
  const phase = phaseFromRoute(params.phase);
  // The filing tracker follows operations' steps while it is open.
  const details = useCompanyDetails({ live: phase === 'processing' });
  const isReview = phase === 'formation' && params.step === REVIEW;
  const step = phase && !isReview ? parseStepSegment(phase, params.step) : null;
  const name = isReview
    ? 'Review and confirm'
    : phase === 'processing'
      ? 'Filing progress'
      : phase && step
        ? (WIZARD_STEPS[phase][step - 1] ?? '')
        : '';
  usePageTitle(name || 'Onboarding');

  const company = details.data;
  const state = useMemo(
    () => (company ? wizardStateFrom(company, user?.id ?? null) : null),
    [company, user?.id],
  );
  useEffect(() => {
    if (state) saveWizardState(state);
  }, [state]);

  const go = useCallback((path: string) => void navigate(path), [navigate]);
  if (!phase || (!step && !isReview)) return <Navigate to="/dashboard/onboarding" replace />;
  if (details.isPending) return <PageSkeleton />;
  if (!company || !state) {
    return <DetailsError error={details.error} retry={() => void details.refetch()} />;
  }

  // A company formed elsewhere has no formation to enter (decision 0113).
  if (company.origin === 'FORMED_ELSEWHERE') return <Navigate to="/dashboard/home" replace />;
  const allowed = canOpenStep(company, state, phase, isReview ? REVIEW : step!);
  if (!allowed) return <Navigate to={resumePath(state)} replace />;

  const n = isReview ? 6 : step!;
  const reviewPath = `/dashboard/onboarding/formation/${REVIEW}`;
  const toReview = phase === 'formation' && fromReview;
  const props: TStepProps = {
    company,
    next: () => {
      if (phase === 'formation' && (n === 6 || toReview)) return go(reviewPath);
      if (phase === 'pre-payment' && n === 3) return go(stepPath('formation', 1));
      if (phase === 'addons' && n === 6) return go('/dashboard/home');
      go(stepPath(phase, Math.min(n + 1, WIZARD_STEPS[phase].length)));
    },
    back: () =>
      go(toReview ? reviewPath : n > 1 ? stepPath(phase, n - 1) : '/dashboard/onboarding'),
  };
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold text-brand-700">{PHASE_TITLES[phase]}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{name}</h1>
      </div>
      {phase === 'processing' ? null : (
        <WizardStepper
          state={state}
          phase={phase}
          step={isReview ? REVIEW : n}
          doneSteps={doneIn(company, phase, state)}
        />
      )}
      {isReview ? (
        <FormationReview company={company} />
      ) : (
        <StepBody key={`${phase}-${n}`} phase={phase} step={n} props={props} company={company} />
      )}
    </div>
  );
};
