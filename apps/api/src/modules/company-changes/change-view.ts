import { changeItemsOf } from '@charterline/shared/rules/change-items';
import {
  CHANGE_KIND_LABELS,
  changeItemName,
  type TCompanyChange,
} from '@charterline/shared/schemas/company-changes';
import type { TCatalogueRow } from '../../db/catalogue';
import { lineOf } from './change-lines';
import { stateFilingOf } from './change-quote';
import type { TChangeFilingRow, TChangeRow } from './company-changes.repository';

/** What a change row keeps of the profile before it: its line, and the values for the record. */
export type TBefore = { line: string | null; values: unknown };

export const beforeLineOf = (row: TChangeRow): string | null => {
  const before = row.before as TBefore | null;
  return typeof before?.line === 'string' ? before.line : null;
};

/** The products a change's checkout buys (empty once it is not waiting for payment). */
export const checkoutItemsOf = (row: TChangeRow): string[] =>
  changeItemsOf(row.kind, {
    needsState: row.needsState,
    ourAgent: row.proposed.kind === 'REGISTERED_AGENT' && row.proposed.useOurs,
  });

/**
 * A change as the history shows it. The state's form and fee are those quoted when it was
 * asked for; where they come from is the reference row of today (`filing`).
 */
export const toCompanyChange = (
  row: TChangeRow,
  context: { filing: TChangeFilingRow | undefined; products: Map<string, TCatalogueRow> },
): TCompanyChange => {
  const items = row.productKey ? checkoutItemsOf(row) : [];
  // Named for the change ("Registered agent change"), as its checkout and service are.
  const names = new Set(
    items.map((k) =>
      changeItemName(row.kind, { productKey: k, name: context.products.get(k)?.name ?? k }, [k]),
    ),
  );
  return {
    id: row.id,
    kind: row.kind,
    label: CHANGE_KIND_LABELS[row.kind],
    status: row.status,
    before: beforeLineOf(row),
    after: lineOf(row.proposed),
    needsState: row.needsState,
    stateFiling: row.needsState
      ? {
          ...stateFilingOf(context.filing),
          form: row.stateForm ?? 'Filing to be confirmed',
          fee: row.stateFee,
        }
      : null,
    product:
      row.productKey && row.price !== null
        ? { productKey: row.productKey, name: [...names].join(' + '), price: row.price }
        : null,
    serviceId: row.serviceId,
    proofDocumentId: row.proofDocumentId,
    requestedBy: row.actor === 'customer' ? 'you' : 'Charterline',
    requestedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    checkout:
      row.status === 'awaiting_payment' ? { items, metadata: { changeRequestId: row.id } } : null,
  };
};
