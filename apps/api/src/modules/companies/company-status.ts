import type { TCompanyStatus, TOnboardingStatus } from '@charterline/shared/enums';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findCompanyForUpdate,
  insertCompanyEvent,
  updateCompany,
  type TCompanyChanges,
  type TCompanyRow,
} from './companies.repository';

/** Statuses operations may set from any live status, with a reason. */
export const OPERATIONS_STATUSES = [
  'REJECTED',
  'ONHOLD',
  'FREEZED',
  'PENDING_FOR_DOCUMENT_VERIFICATION',
  'DISSOLVED',
] as const satisfies readonly TCompanyStatus[];
export type TOperationsStatus = (typeof OPERATIONS_STATUSES)[number];

/**
 * The moves of the company status (docs/architecture.md § Company lifecycle). The main line
 * moves forward one step at a time; operations may stop a live company (REJECTED, ONHOLD…) and resume it to the
 * status it had. DISSOLVED is the end.
 */
const MAIN_LINE: Partial<Record<TCompanyStatus, readonly TCompanyStatus[]>> = {
  NONE: ['PENDING_PAYMENT', 'MISSING_INFORMATION'],
  PENDING_PAYMENT: ['MISSING_INFORMATION'],
  MISSING_INFORMATION: ['PENDING_VERIFICATION'],
  PENDING_VERIFICATION: ['STARTED'],
  STARTED: ['COMPLETED'],
};

/**
 * A company formed elsewhere (decision 0113): its details wait for our check
 * (PENDING_VERIFICATION, from wherever a new company stood before formation was paid), then
 * it is COMPLETED: nothing of the formation line applies to it.
 */
const FORMED_ELSEWHERE_LINE: Partial<Record<TCompanyStatus, readonly TCompanyStatus[]>> = {
  NONE: ['PENDING_VERIFICATION'],
  PENDING_PAYMENT: ['PENDING_VERIFICATION'],
  MISSING_INFORMATION: ['PENDING_VERIFICATION'],
  PENDING_VERIFICATION: ['COMPLETED'],
};

const STOPPED: readonly TCompanyStatus[] = [
  'REJECTED',
  'ONHOLD',
  'FREEZED',
  'PENDING_FOR_DOCUMENT_VERIFICATION',
];

export const canMoveCompanyStatus = (
  from: TCompanyStatus,
  to: TCompanyStatus,
  options: { resume?: boolean; formedElsewhere?: boolean } = {},
): boolean => {
  if (from === to || from === 'DISSOLVED') return false;
  if ((OPERATIONS_STATUSES as readonly TCompanyStatus[]).includes(to)) return true;
  if (options.resume) return STOPPED.includes(from);
  const line = options.formedElsewhere ? FORMED_ELSEWHERE_LINE : MAIN_LINE;
  return line[from]?.includes(to) ?? false;
};

/** Onboarding moves forward only, with the customer (docs/architecture.md § Company lifecycle). */
const ONBOARDING_ORDER: readonly TOnboardingStatus[] = [
  'ADDITIONAL_INFORMATION_NOT_ENTERED',
  'INITIAL_PRODUCT_SELECTION_IN_PROGRESS',
  'PENDING_PAYMENT',
  'MISSING_INFORMATION',
  'PENDING_VERIFICATION',
  'PENDING_SIGNATURES',
  'FORMATION_IN_PROGRESS',
  'ONBOARDED',
];

export const canMoveOnboardingStatus = (from: TOnboardingStatus, to: TOnboardingStatus) =>
  ONBOARDING_ORDER.indexOf(to) > ONBOARDING_ORDER.indexOf(from);

export type TStatusMove = {
  /** The event kind written for the move (STATUS_CHANGED, PAYMENT_RECEIVED, a processing step…). */
  kind: string;
  actor: string;
  actorUserId?: string | null;
  companyStatus?: TCompanyStatus;
  onboardingStatus?: TOnboardingStatus;
  /** Resuming a stopped company to an earlier status. */
  resume?: boolean;
  /** The move of a company formed elsewhere (its own line of statuses). */
  formedElsewhere?: boolean;
  reason?: string | null;
  data?: Record<string, unknown>;
  /** When it happened (the caller's clock), else the database's now. */
  at?: Date;
  /** Other columns changed with the move (payment status, EIN, confirmation time…). */
  set?: Omit<TCompanyChanges, 'companyStatus' | 'onboardingStatus'>;
};

/** Locks the company row for the rest of the transaction and returns it. */
export const lockCompany = async (tx: TDbExecutor, companyId: string): Promise<TCompanyRow> => {
  const row = await findCompanyForUpdate(tx, companyId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/**
 * The one way a company's statuses change: checks the move, writes it and its event (who,
 * when, from, to) in the caller's transaction. An illegal company-status move is refused;
 * an onboarding status that would go backwards is left where it is.
 */
export const moveCompany = async (
  tx: TDbExecutor,
  company: TCompanyRow,
  move: TStatusMove,
): Promise<TCompanyRow> => {
  const to = move.companyStatus ?? company.companyStatus;
  if (
    to !== company.companyStatus &&
    !canMoveCompanyStatus(company.companyStatus, to, {
      resume: move.resume,
      formedElsewhere: move.formedElsewhere,
    })
  ) {
    throw new AppError('ILLEGAL_STATUS_MOVE', {
      message: `A company cannot move from ${company.companyStatus} to ${to}.`,
    });
  }
  const onboarding =
    move.onboardingStatus &&
    canMoveOnboardingStatus(company.onboardingStatus, move.onboardingStatus)
      ? move.onboardingStatus
      : company.onboardingStatus;
  const statusReason = to === company.companyStatus ? company.statusReason : (move.reason ?? null);
  const updated = await updateCompany(tx, company.id, {
    ...move.set,
    companyStatus: to,
    onboardingStatus: onboarding,
    statusReason,
  });
  if (!updated) throw new AppError('NOT_FOUND');
  await insertCompanyEvent(tx, {
    companyId: company.id,
    actorUserId: move.actorUserId ?? null,
    actor: move.actor,
    kind: move.kind,
    fromStatus: company.companyStatus,
    toStatus: to,
    ...(move.at ? { createdAt: move.at } : {}),
    data: {
      ...move.data,
      ...(onboarding !== company.onboardingStatus
        ? { onboardingFrom: company.onboardingStatus, onboardingTo: onboarding }
        : {}),
      ...(move.reason ? { reason: move.reason } : {}),
    },
  });
  return updated;
};
