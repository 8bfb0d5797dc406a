import type { TCompanyStatus } from '@charterline/shared/enums';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';

/**
 * The company's status on Home, in words for what is happening (issue 36 item 8): the
 * statuses are the contract's codes (docs/product.md § Statuses), which it does not word;
 * "Pending Verification" read as an identity check while we were preparing the state filing.
 */
const WORDS: Record<TCompanyStatus, string> = {
  NONE: 'Not started',
  PENDING_PAYMENT: 'Waiting for payment',
  MISSING_INFORMATION: 'Waiting for your details',
  PENDING_VERIFICATION: 'Preparing your state filing',
  STARTED: 'Filing with the state',
  COMPLETED: 'Formed',
  REJECTED: 'Not accepted: see Support',
  FREEZED: 'Frozen',
  ONHOLD: 'On hold',
  PENDING_FOR_DOCUMENT_VERIFICATION: 'Checking your documents',
  DISSOLVED: 'Dissolved',
};

/** A company formed elsewhere: staff check its details, then it is verified. */
const ELSEWHERE: Partial<Record<TCompanyStatus, string>> = {
  PENDING_VERIFICATION: 'Details being checked',
  COMPLETED: 'Verified',
};

export const companyStatusLabel = (
  status: TCompanyStatus,
  details: Pick<TCompanyDetails, 'origin' | 'formationProgress'> | undefined,
): string => {
  if (details?.origin === 'FORMED_ELSEWHERE') return ELSEWHERE[status] ?? WORDS[status];
  const filed = details?.formationProgress.some((p) => p.step === 'STATE_FILING_COMPLETED');
  if (status === 'STARTED' && filed) return 'Formed: finishing your EIN and documents';
  return WORDS[status];
};
