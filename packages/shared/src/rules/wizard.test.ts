import { describe, expect, it } from 'vitest';
import {
  canAccessPhase,
  completeStep,
  initialWizardState,
  isStepReachable,
  parseStepSegment,
  phaseFromRoute,
  stepPath,
  WIZARD_STEPS,
  type TWizardState,
} from './wizard';

const now = '2026-11-23T00:00:00.000Z';
const completeAll = (state: TWizardState, phase: Parameters<typeof completeStep>[1]) => {
  let s = state;
  for (let i = 0; i < WIZARD_STEPS[phase].length; i += 1) s = completeStep(s, phase, now);
  return s;
};

describe('the onboarding wizard (docs/product.md § Onboarding wizard)', () => {
  it('has the outline of the spec: 3, 6, 7 and 6 steps with their names', () => {
    expect(Object.values(WIZARD_STEPS).map((s) => s.length)).toEqual([3, 6, 7, 6]);
    expect(WIZARD_STEPS['pre-payment']).toEqual(['Choose State', 'Optional Products', 'Payment']);
    expect(WIZARD_STEPS.processing.at(-1)).toBe('Final Documents');
    const s = initialWizardState('u', 'c');
    expect(Object.values(s.phases).map((p) => p.totalSteps)).toEqual([3, 6, 7, 6]);
    expect(s).toMatchObject({ currentPhase: 'pre-payment', paymentStatus: 'pending' });
  });

  it('moves the current step on, capped at the total, then the phase in order', () => {
    let s = completeStep(initialWizardState(), 'pre-payment', now);
    expect(s.phases.prePayment.currentStep).toBe(2);
    s = completeAll(initialWizardState(), 'pre-payment');
    expect(s.phases.prePayment).toMatchObject({
      completed: true,
      currentStep: 3,
      completedAt: now,
    });
    expect(s.currentPhase).toBe('formation');
    s = completeStep(s, 'pre-payment', now); // again: stays capped, phase unchanged
    expect(s.phases.prePayment.currentStep).toBe(3);
    expect(s.currentPhase).toBe('formation');
    s = completeAll(completeAll(completeAll(s, 'formation'), 'processing'), 'addons');
    expect(s.currentPhase).toBe('completed');
    expect(s.completedAt).toBe(now);
  });

  it('gates later phases with the intended reading', () => {
    const s = initialWizardState();
    expect(canAccessPhase(s, 'pre-payment')).toBe(true);
    expect(canAccessPhase(s, 'formation')).toBe(false);
    expect(canAccessPhase(s, 'addons')).toBe(false);
    const paid: TWizardState = { ...s, paymentStatus: 'completed' };
    expect(canAccessPhase(paid, 'formation')).toBe(true);
    expect(canAccessPhase(paid, 'addons')).toBe(true);
    expect(canAccessPhase(paid, 'processing')).toBe(false);
    const formed = completeAll(paid, 'formation');
    expect(canAccessPhase(formed, 'processing')).toBe(true);
  });

  it('reaches a step only up to the current step of an open phase', () => {
    const s = completeStep(initialWizardState(), 'pre-payment', now);
    expect([1, 2, 3].map((n) => isStepReachable(s, 'pre-payment', n))).toEqual([true, true, false]);
    expect(isStepReachable(s, 'pre-payment', 0)).toBe(false);
    expect(isStepReachable(s, 'formation', 1)).toBe(false);
  });

  it('maps phases to their route segments and step paths', () => {
    expect(stepPath('processing', 2)).toBe('/dashboard/onboarding/formation-ongoing/step-2');
    expect(phaseFromRoute('additional-products')).toBe('addons');
    expect(phaseFromRoute('nope')).toBeNull();
    expect(parseStepSegment('pre-payment', 'step-3')).toBe(3);
    for (const bad of ['step-4', 'step-0', 'step-01', 'step-x', undefined]) {
      expect(parseStepSegment('pre-payment', bad)).toBeNull();
    }
  });
});
