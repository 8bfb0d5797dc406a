import {
  CHANGE_KIND_LABELS,
  CHANGE_KINDS,
  isInstantChange,
  type TChangeOption,
} from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import { getCurrentCompany } from '../companies';
import { loadChangeContext, NOT_OFFERED_REASON, unavailableReasonOf } from './change-context';
import { quoteChange } from './change-quote';

/** One option per kind of change for the caller's company, priced for its state. */
export const listChangeOptions = async (
  db: TDbExecutor,
  input: { userId: string; companyId: string | null },
): Promise<TChangeOption[]> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  const context = await loadChangeContext(db, company);
  return Promise.all(
    CHANGE_KINDS.map(async (kind) => {
      const quote = await quoteChange(db, {
        kind,
        proposed: null,
        stateName: context.stateName,
        row: context.filings.get(kind),
      });
      return {
        kind,
        label: CHANGE_KIND_LABELS[kind],
        instant: isInstantChange(kind),
        needsState: quote.needsState,
        explanation: quote.explanation,
        stateFiling: quote.stateFiling,
        product: quote.product,
        unavailableReason:
          unavailableReasonOf(company, kind, context) ??
          (quote.offered ? null : NOT_OFFERED_REASON),
      };
    }),
  );
};
