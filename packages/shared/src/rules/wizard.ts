/**
 * The onboarding wizard's phases, steps and the local state machine (docs/product.md
 * § Onboarding wizard), with the intended gate of docs/product.md § Readings (formation after
 * payment, processing after formation, add-ons after payment).
 */
export const WIZARD_PHASES = ['pre-payment', 'formation', 'processing', 'addons'] as const;
export type TWizardPhase = (typeof WIZARD_PHASES)[number];
export const PHASE_ORDER = [...WIZARD_PHASES, 'completed'] as const;
export type TPhaseOrCompleted = (typeof PHASE_ORDER)[number];

export const WIZARD_STEPS: Record<TWizardPhase, readonly string[]> = {
  'pre-payment': ['Choose State', 'Optional Products', 'Payment'],
  formation: [
    'Company Information',
    'Registered Agent',
    'Ownership',
    'Mailing Address',
    'EIN Application',
    'Bank Account',
  ],
  processing: [
    'Documents Submitted',
    'State Filing Started',
    'State Filing Completed',
    'EIN Application Started',
    'EIN Received',
    'Bank Account Opened',
    'Final Documents',
  ],
  addons: [
    'Operating Agreement',
    'Business License',
    'Permits',
    'Trademarks',
    'Website Setup',
    'Bookkeeping',
  ],
};

export const PHASE_TITLES: Record<TWizardPhase, string> = {
  'pre-payment': 'Pre-payment',
  formation: 'Formation',
  processing: 'Processing',
  addons: 'Add-ons',
};

/** The route segment of each phase (the onboarding children of docs/product.md § Routes). */
export const PHASE_ROUTES: Record<TWizardPhase, string> = {
  'pre-payment': 'pre-payment',
  formation: 'formation',
  processing: 'formation-ongoing',
  addons: 'additional-products',
};

export const phaseFromRoute = (segment: string | undefined): TWizardPhase | null =>
  WIZARD_PHASES.find((p) => PHASE_ROUTES[p] === segment) ?? null;

export const stepPath = (phase: TWizardPhase, step: number): string =>
  `/dashboard/onboarding/${PHASE_ROUTES[phase]}/step-${step}`;

/** "step-3" → 3 when it is a step of the phase, else null. */
export const parseStepSegment = (
  phase: TWizardPhase,
  segment: string | undefined,
): number | null => {
  const match = /^step-([1-9]\d?)$/.exec(segment ?? '');
  const step = match ? Number(match[1]) : NaN;
  return step >= 1 && step <= WIZARD_STEPS[phase].length ? step : null;
};

type TPhaseState = {
  completed: boolean;
  currentStep: number;
  totalSteps: number;
  completedAt: string | null;
};

const PHASE_KEYS = {
  'pre-payment': 'prePayment',
  formation: 'formation',
  processing: 'processing',
  addons: 'addons',
} as const satisfies Record<TWizardPhase, string>;

export type TWizardState = {
  userId: string | null;
  companyId: string | null;
  currentPhase: TPhaseOrCompleted;
  paymentStatus: 'pending' | 'completed';
  phases: Record<(typeof PHASE_KEYS)[TWizardPhase], TPhaseState>;
  lastSavedAt: string | null;
  completedAt: string | null;
};

export const initialWizardState = (
  userId: string | null = null,
  companyId: string | null = null,
): TWizardState => ({
  userId,
  companyId,
  currentPhase: 'pre-payment',
  paymentStatus: 'pending',
  phases: {
    prePayment: { completed: false, currentStep: 1, totalSteps: 3, completedAt: null },
    formation: { completed: false, currentStep: 1, totalSteps: 6, completedAt: null },
    processing: { completed: false, currentStep: 1, totalSteps: 7, completedAt: null },
    addons: { completed: false, currentStep: 1, totalSteps: 6, completedAt: null },
  },
  lastSavedAt: null,
  completedAt: null,
});

export const phaseState = (state: TWizardState, phase: TWizardPhase): TPhaseState =>
  state.phases[PHASE_KEYS[phase]];

/**
 * Completing a step moves the phase's current step on, capped at its total; completing the
 * last step completes the phase and moves the wizard to the next phase in order.
 */
export const completeStep = (
  state: TWizardState,
  phase: TWizardPhase,
  now: string,
): TWizardState => {
  const current = phaseState(state, phase);
  const isLast = current.currentStep >= current.totalSteps;
  const next: TPhaseState = isLast
    ? {
        ...current,
        completed: true,
        currentStep: current.totalSteps,
        completedAt: current.completedAt ?? now,
      }
    : { ...current, currentStep: Math.min(current.currentStep + 1, current.totalSteps) };
  const phases = { ...state.phases, [PHASE_KEYS[phase]]: next };
  const following = PHASE_ORDER[PHASE_ORDER.indexOf(phase) + 1] ?? 'completed';
  const advances = isLast && state.currentPhase === phase;
  return {
    ...state,
    phases,
    currentPhase: advances ? following : state.currentPhase,
    completedAt: advances && following === 'completed' ? now : state.completedAt,
    lastSavedAt: now,
  };
};

/** The intended gate: earlier or current phases are open; later ones need their condition. */
export const canAccessPhase = (state: TWizardState, phase: TWizardPhase): boolean => {
  const at = PHASE_ORDER.indexOf(state.currentPhase);
  if (PHASE_ORDER.indexOf(phase) <= at) return true;
  const paid = state.paymentStatus === 'completed';
  switch (phase) {
    case 'pre-payment':
      return true;
    case 'formation':
      return paid;
    case 'processing':
      return paid && state.phases.formation.completed;
    case 'addons':
      return paid;
  }
};

/** A step is reachable when its phase is open and it is not beyond the phase's current step. */
export const isStepReachable = (state: TWizardState, phase: TWizardPhase, step: number): boolean =>
  canAccessPhase(state, phase) && step >= 1 && step <= phaseState(state, phase).currentStep;
