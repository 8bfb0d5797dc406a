import { describe, expect, it } from 'vitest';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { newCompany, NO_STEPS_DONE } from '@/test/fixtures';
import { canOpenStep, REVIEW, resumePath, wizardStateFrom } from './wizard-sync';

const none = NO_STEPS_DONE;
const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as typeof none;

const company = (patch: Partial<TCompanyDetails> = {}): TCompanyDetails =>
  newCompany({ formationSteps: none, ...patch });

const at = (c: TCompanyDetails) => wizardStateFrom(c, 'u1', '2026-11-02T00:00:00.000Z');

describe('the wizard state rebuilt from the server (another browser resumes)', () => {
  it('a new company starts at Choose State and cannot jump ahead', () => {
    const c = company();
    const s = at(c);
    expect(s).toMatchObject({
      userId: 'u1',
      companyId: 'c1',
      currentPhase: 'pre-payment',
      paymentStatus: 'pending',
    });
    expect(resumePath(s)).toBe('/dashboard/onboarding/pre-payment/step-1');
    expect(canOpenStep(c, s, 'pre-payment', 2)).toBe(false);
    expect(canOpenStep(c, s, 'formation', 1)).toBe(false);
    expect(canOpenStep(c, s, 'addons', 1)).toBe(false);
  });

  it('a chosen state opens products; chosen products open payment', () => {
    const chosen = company({
      state: 'WY',
      onboardingStatus: 'INITIAL_PRODUCT_SELECTION_IN_PROGRESS',
    });
    expect(resumePath(at(chosen))).toBe('/dashboard/onboarding/pre-payment/step-2');
    expect(canOpenStep(chosen, at(chosen), 'pre-payment', 3)).toBe(false);
    const picked = company({ state: 'WY', onboardingStatus: 'PENDING_PAYMENT' });
    expect(resumePath(at(picked))).toBe('/dashboard/onboarding/pre-payment/step-3');
  });

  it('after payment the first open formation step is where the customer resumes', () => {
    const c = company({
      state: 'WY',
      paymentStatus: 'PAID',
      companyStatus: 'MISSING_INFORMATION',
      formationSteps: { ...none, companyInformation: true, registeredAgent: true },
    });
    const s = at(c);
    expect(s).toMatchObject({ currentPhase: 'formation', paymentStatus: 'completed' });
    expect(s.phases.prePayment.completed).toBe(true);
    expect(resumePath(s)).toBe('/dashboard/onboarding/formation/step-3');
    expect(canOpenStep(c, s, 'pre-payment', 1)).toBe(false); // paid choices stay
    expect(canOpenStep(c, s, 'formation', 2)).toBe(true);
    expect(canOpenStep(c, s, 'formation', 3)).toBe(true);
    expect(canOpenStep(c, s, 'formation', 5)).toBe(false);
    expect(canOpenStep(c, s, 'formation', REVIEW)).toBe(false);
    expect(canOpenStep(c, s, 'processing', 1)).toBe(false);
    expect(canOpenStep(c, s, 'addons', 1)).toBe(true);
    expect(canOpenStep(c, s, 'addons', 2)).toBe(false);
  });

  it('six complete steps open the review; confirmation moves to processing', () => {
    const filled = company({ paymentStatus: 'PAID', formationSteps: all });
    expect(canOpenStep(filled, at(filled), 'formation', REVIEW)).toBe(true);
    const confirmed = company({
      paymentStatus: 'PAID',
      formationSteps: all,
      confirmedAt: '2026-11-03T00:00:00.000Z',
      formationProgress: [
        {
          step: 'DOCUMENTS_SUBMITTED',
          title: 'Documents Submitted',
          at: '2026-11-04T00:00:00.000Z',
        },
      ],
    });
    const s = at(confirmed);
    expect(s.currentPhase).toBe('processing');
    expect(s.phases.formation).toMatchObject({
      completed: true,
      completedAt: '2026-11-03T00:00:00.000Z',
    });
    expect(s.phases.processing.currentStep).toBe(2);
    expect(canOpenStep(confirmed, s, 'formation', 1)).toBe(false);
    expect(canOpenStep(confirmed, s, 'formation', REVIEW)).toBe(false);
    expect(canOpenStep(confirmed, s, 'processing', 1)).toBe(true);
  });

  it('seven processing steps move the wizard to the add-ons, where it resumes', () => {
    const steps = Array.from({ length: 7 }, (_, i) => ({
      step: `S${i}`,
      title: `S${i}`,
      at: `2026-11-1${i}T00:00:00.000Z`,
    }));
    const c = company({
      paymentStatus: 'PAID',
      formationSteps: all,
      confirmedAt: '2026-11-03T00:00:00.000Z',
      formationProgress: steps,
      addonsStep: 4,
    });
    const s = at(c);
    expect(s.currentPhase).toBe('addons');
    expect(s.phases.processing).toMatchObject({
      completed: true,
      completedAt: '2026-11-16T00:00:00.000Z',
    });
    expect(resumePath(s)).toBe('/dashboard/onboarding/additional-products/step-4');
    expect(canOpenStep(c, s, 'addons', 4)).toBe(true);
    expect(canOpenStep(c, s, 'addons', 5)).toBe(false);
  });
});
