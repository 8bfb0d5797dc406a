import { describe, expect, it } from 'vitest';
import { PROCESSING_STEP_KEYS, parseProcessingStep, processingEstimate } from './processing';

describe('processing steps', () => {
  it('reads the ops CLI spellings', () => {
    expect(parseProcessingStep('5')).toBe('EIN_RECEIVED');
    expect(parseProcessingStep('ein-received')).toBe('EIN_RECEIVED');
    expect(parseProcessingStep('8')).toBeNull();
  });

  // Issue 36 (minor): estimates for the steps still to come, one table.
  it('gives every step an estimate, the state filing and the EIN by the company’s facts', () => {
    const facts = { stateName: 'Wyoming', taxIdType: 'NONE' as const };
    for (const key of PROCESSING_STEP_KEYS) expect(processingEstimate(key, facts)).toMatch(/\S/);
    expect(processingEstimate('STATE_FILING_COMPLETED', facts)).toBe(
      'Wyoming usually takes a few business days; it varies with the state’s workload',
    );
    expect(processingEstimate('STATE_FILING_COMPLETED', { ...facts, stateName: null })).toBe(
      'usually a few business days; it varies by state',
    );
    expect(processingEstimate('EIN_RECEIVED', facts)).toBe(
      'about 4–6 weeks, by fax with form SS-4 (no SSN or ITIN)',
    );
    expect(processingEstimate('EIN_RECEIVED', { ...facts, taxIdType: 'ITIN' })).toBe(
      'a few days, online with your ITIN',
    );
    expect(processingEstimate('EIN_RECEIVED', { ...facts, taxIdType: null })).toBe(
      'a few days online with an SSN or ITIN; about 4–6 weeks by fax without one',
    );
  });
});
