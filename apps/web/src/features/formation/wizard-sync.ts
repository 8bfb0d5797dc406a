import { FORMATION_STEP_KEYS } from '@charterline/shared/rules/processing';
import {
  canAccessPhase,
  initialWizardState,
  isStepReachable,
  phaseState,
  stepPath,
  type TPhaseOrCompleted,
  type TWizardPhase,
  type TWizardState,
} from '@charterline/shared/rules/wizard';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';

/** The local onboarding state's storage key (docs/product.md § Onboarding wizard). */
export const ONBOARDING_STATE_KEY = 'onboarding_state';

const at = (value: string | null | undefined, fallback: string | null) => value ?? fallback;

/**
 * The wizard state (docs/product.md § Onboarding wizard), rebuilt from the server's record of
 * the company (the source of truth, decision 0070): a second browser lands exactly where the first left off.
 */
export const wizardStateFrom = (
  company: TCompanyDetails,
  userId: string | null,
  now = new Date().toISOString(),
): TWizardState => {
  const state = initialWizardState(userId, company.id);
  const paid = company.paymentStatus === 'PAID';
  const chosen = company.state !== null;
  const picked =
    company.onboardingStatus !== 'ADDITIONAL_INFORMATION_NOT_ENTERED' &&
    company.onboardingStatus !== 'INITIAL_PRODUCT_SELECTION_IN_PROGRESS';
  state.paymentStatus = paid ? 'completed' : 'pending';
  state.phases.prePayment = {
    ...state.phases.prePayment,
    completed: paid,
    currentStep: paid ? 3 : picked ? 3 : chosen ? 2 : 1,
    completedAt: paid ? at(company.createdAt, now) : null,
  };
  const steps = company.formationSteps;
  const firstOpen = FORMATION_STEP_KEYS.findIndex((k) => !steps[k]);
  const formationDone = company.confirmedAt !== null;
  state.phases.formation = {
    ...state.phases.formation,
    completed: formationDone,
    currentStep: firstOpen === -1 ? 6 : firstOpen + 1,
    completedAt: company.confirmedAt,
  };
  const done = company.formationProgress.length;
  state.phases.processing = {
    ...state.phases.processing,
    completed: done === 7,
    currentStep: Math.min(done + 1, 7),
    completedAt: done === 7 ? (company.formationProgress[6]?.at ?? now) : null,
  };
  state.phases.addons = {
    ...state.phases.addons,
    currentStep: Math.min(Math.max(company.addonsStep, 1), 6),
  };
  let current: TPhaseOrCompleted = 'pre-payment';
  if (paid) current = 'formation';
  if (formationDone) current = 'processing';
  if (done === 7) current = 'addons';
  state.currentPhase = current;
  state.lastSavedAt = now;
  return state;
};

/** Keeps the local copy of the wizard state (best effort: storage may be full or blocked). */
export const saveWizardState = (state: TWizardState): void => {
  try {
    window.localStorage.setItem(ONBOARDING_STATE_KEY, JSON.stringify(state));
  } catch {
    // The server has everything; the local copy is only a convenience.
  }
};

/** Which steps of a phase the server's record shows as done. */
export const doneIn =
  (company: TCompanyDetails, phase: TWizardPhase, state: TWizardState) => (i: number) => {
    switch (phase) {
      case 'pre-payment':
        return company.paymentStatus === 'PAID' || i < phaseState(state, phase).currentStep - 1;
      case 'formation':
        return company.formationSteps[FORMATION_STEP_KEYS[i]!];
      case 'processing':
        return i < company.formationProgress.length;
      case 'addons':
        return i < company.addonsStep - 1;
    }
  };

/** The first place the customer should be: the current phase's current step. */
export const resumePath = (state: TWizardState): string => {
  const phase = state.currentPhase === 'completed' ? 'addons' : state.currentPhase;
  if (phase === 'formation' && state.phases.formation.currentStep === 6) {
    return stepPath('formation', 6);
  }
  return stepPath(phase, phaseState(state, phase).currentStep);
};

export const REVIEW = 'review';

/**
 * The gate (docs/product.md § Onboarding wizard and § Readings): a later phase or step opens
 * when its turn comes.
 * Paid pre-payment choices and confirmed formation details are not reopened.
 */
export const canOpenStep = (
  company: TCompanyDetails,
  state: TWizardState,
  phase: TWizardPhase,
  step: number | typeof REVIEW,
): boolean => {
  const formationDone = FORMATION_STEP_KEYS.every((k) => company.formationSteps[k]);
  if (step === REVIEW) {
    return (
      phase === 'formation' &&
      canAccessPhase(state, 'formation') &&
      formationDone &&
      !company.confirmedAt
    );
  }
  switch (phase) {
    case 'processing':
      return canAccessPhase(state, phase);
    case 'addons':
      return isStepReachable(state, phase, step);
    case 'formation':
      return (
        canAccessPhase(state, phase) &&
        !company.confirmedAt &&
        (step <= 1 ||
          doneIn(company, phase, state)(step - 2) ||
          isStepReachable(state, phase, step))
      );
    case 'pre-payment':
      return !(company.paymentStatus === 'PAID' && step < 3) && isStepReachable(state, phase, step);
  }
};
