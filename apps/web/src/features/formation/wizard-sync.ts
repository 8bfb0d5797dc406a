import { FORMATION_STEP_KEYS } from '@charterline/shared/rules/processing';
import {
  initialWizardState,
  type TPhaseOrCompleted,
  type TWizardState,
} from '@charterline/shared/rules/wizard';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';

/** SPEC.md 3: the local onboarding state's storage key. */
export const ONBOARDING_STATE_KEY = 'onboarding_state';

const at = (value: string | null | undefined, fallback: string | null) => value ?? fallback;

/**
 * The wizard state of SPEC.md 3, rebuilt from the server's record of the company (the
 * source of truth, decision 0070): a second browser lands exactly where the first left off.
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

/** Keeps the local copy of SPEC.md 3 (best effort: storage may be full or blocked). */
export const saveWizardState = (state: TWizardState): void => {
  try {
    window.localStorage.setItem(ONBOARDING_STATE_KEY, JSON.stringify(state));
  } catch {
    // The server has everything; the local copy is only a convenience.
  }
};
