/**
 * The seven processing steps of a formation (docs/product.md § Onboarding wizard), in the
 * order operations moves them. Each is a company event of the same kind; the tracker shows when each happened.
 */
export const PROCESSING_STEPS = [
  { key: 'DOCUMENTS_SUBMITTED', title: 'Documents Submitted', flag: 'documentsSubmitted' },
  { key: 'STATE_FILING_STARTED', title: 'State Filing Started', flag: 'stateFilingStarted' },
  { key: 'STATE_FILING_COMPLETED', title: 'State Filing Completed', flag: 'stateFilingCompleted' },
  {
    key: 'EIN_APPLICATION_STARTED',
    title: 'EIN Application Started',
    flag: 'einApplicationStarted',
  },
  { key: 'EIN_RECEIVED', title: 'EIN Received', flag: 'einReceived' },
  { key: 'BANK_ACCOUNT_OPENED', title: 'Bank Account Opened', flag: 'bankAccountOpened' },
  {
    key: 'FINAL_DOCUMENTS_DELIVERED',
    title: 'Final Documents',
    flag: 'finalDocumentsDelivered',
  },
] as const;

export type TProcessingStepKey = (typeof PROCESSING_STEPS)[number]['key'];
export const PROCESSING_STEP_KEYS = PROCESSING_STEPS.map((s) => s.key) as [
  TProcessingStepKey,
  ...TProcessingStepKey[],
];

/** "ein-received", "EIN_RECEIVED" or "5" → the step, else null (the ops CLI's spellings). */
export const parseProcessingStep = (input: string): TProcessingStepKey | null => {
  const trimmed = input.trim();
  if (/^[1-7]$/.test(trimmed)) return PROCESSING_STEPS[Number(trimmed) - 1]?.key ?? null;
  const key = trimmed.toUpperCase().replaceAll('-', '_');
  return PROCESSING_STEPS.find((s) => s.key === key)?.key ?? null;
};

/** What a step's estimate depends on: the company's state and how its EIN is applied for. */
export type TProcessingEstimateFacts = {
  /** The state's name ("Wyoming"), null when not chosen. */
  stateName: string | null;
  /** The responsible party's US taxpayer number, null when not given yet. */
  taxIdType: 'SSN' | 'ITIN' | 'NONE' | null;
};

/**
 * How long each processing step usually takes, shown on the filing tracker for the steps
 * still to come, always as an estimate (issue 36). Operational estimates, not law and not a
 * promise; one table, so that operations can correct a figure in one place. Where each
 * comes from:
 * - Our own steps (documents, starting the filing and the EIN application, the final
 *   documents): the team's handling time; no outside source.
 * - The state's filing: states publish no common figure and it changes with their workload;
 *   without a source per state the tracker says "usually a few business days".
 * - The EIN: IRS, "Get an employer identification number" (irs.gov): online, the EIN is issued
 *   at once, but only to a responsible party with an SSN or ITIN; by fax (form SS-4) the IRS
 *   answers in about 4 business days, by mail in about 4 weeks. An owner without an SSN or
 *   ITIN is applied for by fax; "about 4–6 weeks" is what such owners meet in practice
 *   (issue 36: "a foreign owner's EIN by fax takes weeks"), longer than the IRS's fax time.
 * - The bank account: the bank's own review after the EIN arrives; no outside source.
 */
export const PROCESSING_ESTIMATES = {
  DOCUMENTS_SUBMITTED: 'usually 1–2 business days',
  STATE_FILING_STARTED: 'usually 1–2 business days',
  STATE_FILING_COMPLETED: {
    named: (state: string) =>
      `${state} usually takes a few business days; it varies with the state’s workload`,
    unnamed: 'usually a few business days; it varies by state',
  },
  EIN_APPLICATION_STARTED: 'usually 1–2 business days after the state’s approval',
  EIN_RECEIVED: {
    online: (taxId: 'SSN' | 'ITIN') => `a few days, online with your ${taxId}`,
    fax: 'about 4–6 weeks, by fax with form SS-4 (no SSN or ITIN)',
    unknown: 'a few days online with an SSN or ITIN; about 4–6 weeks by fax without one',
  },
  BANK_ACCOUNT_OPENED: 'usually a few business days after the EIN; the bank decides',
  FINAL_DOCUMENTS_DELIVERED: 'usually 1–2 business days after the last step',
} as const;

/** The estimate of one step for this company, as the tracker words it after "Estimate: ". */
export const processingEstimate = (
  step: TProcessingStepKey,
  facts: TProcessingEstimateFacts,
): string => {
  switch (step) {
    case 'STATE_FILING_COMPLETED': {
      const text = PROCESSING_ESTIMATES.STATE_FILING_COMPLETED;
      return facts.stateName ? text.named(facts.stateName) : text.unnamed;
    }
    case 'EIN_RECEIVED': {
      const text = PROCESSING_ESTIMATES.EIN_RECEIVED;
      if (facts.taxIdType === 'SSN' || facts.taxIdType === 'ITIN')
        return text.online(facts.taxIdType);
      return facts.taxIdType === 'NONE' ? text.fax : text.unknown;
    }
    default:
      return PROCESSING_ESTIMATES[step];
  }
};

/** The formation steps the customer fills, in order (docs/product.md § Onboarding wizard). */
export const FORMATION_STEP_KEYS = [
  'companyInformation',
  'registeredAgent',
  'ownership',
  'mailingAddress',
  'einApplication',
  'bankAccount',
] as const;
export type TFormationStepKey = (typeof FORMATION_STEP_KEYS)[number];
