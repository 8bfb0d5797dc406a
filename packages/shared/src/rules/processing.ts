/**
 * The seven processing steps of a formation (SPEC.md 2), in the order operations moves
 * them. Each is a company event of the same kind; the tracker shows when each happened.
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

/** The formation steps the customer fills, in wizard order (SPEC.md 2). */
export const FORMATION_STEP_KEYS = [
  'companyInformation',
  'registeredAgent',
  'ownership',
  'mailingAddress',
  'einApplication',
  'bankAccount',
] as const;
export type TFormationStepKey = (typeof FORMATION_STEP_KEYS)[number];
