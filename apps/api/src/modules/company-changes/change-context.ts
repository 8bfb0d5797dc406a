import type { TChangeKind } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import type { TCompanyRow } from '../companies';
import { findStateName, isBeingFormed } from '../company-profile';
import { registeredAgentOf } from '../services';
import {
  changeFilingsOf,
  openChangesOf,
  type TChangeFilingRow,
} from './company-changes.repository';

/** What every change of one company is decided from. */
export type TChangeContext = {
  stateName: string;
  filings: Map<string, TChangeFilingRow>;
  /** The state has our agent and our service serves it (decision 0187). */
  agentIsOurs: boolean;
  /** Kinds with a change waiting for payment or being filed. */
  pendingKinds: Set<TChangeKind>;
};

export const loadChangeContext = async (
  db: TDbExecutor,
  company: TCompanyRow,
): Promise<TChangeContext> => {
  const state = company.state?.toUpperCase() ?? null;
  const [stateName, filings, agent, open] = await Promise.all([
    state ? findStateName(db, state) : null,
    state ? changeFilingsOf(db, state) : new Map<string, TChangeFilingRow>(),
    registeredAgentOf(db, company),
    openChangesOf(db, company.id),
  ]);
  return {
    stateName: stateName ?? state ?? 'Your state',
    filings,
    agentIsOurs: agent?.provider === 'ours',
    pendingKinds: new Set(open.map((c) => c.kind)),
  };
};

export const PENDING_REASON = 'A change of this kind is under way.';
export const NOT_OFFERED_REASON = 'We do not offer this change at the moment.';

/**
 * Why a kind of change is not offered now, or null: nothing changes before the LLC exists;
 * a dissolved one can only be reinstated, and only a dissolved one can be; one open change
 * per kind.
 */
export const unavailableReasonOf = (
  company: TCompanyRow,
  kind: TChangeKind,
  context: Pick<TChangeContext, 'pendingKinds'>,
): string | null => {
  if (isBeingFormed(company)) return 'Changes open once your LLC is formed.';
  if (context.pendingKinds.has(kind)) return PENDING_REASON;
  const dissolved = company.companyStatus === 'DISSOLVED';
  if (kind === 'REINSTATEMENT') return dissolved ? null : 'Only a dissolved LLC can be reinstated.';
  if (!dissolved) return null;
  return kind === 'CLOSURE'
    ? 'Your LLC is already dissolved.'
    : 'Your LLC is dissolved: reinstate it before changing it.';
};
