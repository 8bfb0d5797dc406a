import { changeItemsOf } from '@charterline/shared/rules/change-items';
import { formatMoney } from '@charterline/shared/format';
import {
  CHANGE_KIND_LABELS,
  changeItemName,
  isInstantChange,
  type TChangeKind,
  type TProposedChange,
  type TStateFiling,
} from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import { findProducts } from '../../db/catalogue';
import type { TChangeFilingRow } from './company-changes.repository';

/** What a change costs and asks of the state, for one company's state. */
export type TQuote = {
  /** The state must be told: a filing (false: made at once when the state needs none). */
  needsState: boolean;
  /** Made at once without payment (instant kinds, and state kinds the state need not hear of). */
  appliesAtOnce: boolean;
  stateFiling: TStateFiling | null;
  /** Our products the checkout buys, the first one carrying the change out (its service). */
  items: string[];
  product: { productKey: string; name: string; price: number } | null;
  explanation: string;
  /** Every product it needs is in the catalogue and active (staff may switch one off). */
  offered: boolean;
};

/** What the portal says when the reference data has no row for a state and kind. */
const UNKNOWN_FILING: TStateFiling = {
  form: 'Filing to be confirmed',
  fee: null,
  sourceUrl: null,
  evidence: 'unknown',
  note: null,
};

export const stateFilingOf = (row: TChangeFilingRow | undefined): TStateFiling =>
  row
    ? {
        form: row.form ?? 'Filing to be confirmed',
        fee: row.fee,
        sourceUrl: row.sourceUrl,
        evidence: row.evidence,
        note: row.note,
      }
    : UNKNOWN_FILING;

const feeWords = (fee: number | null) =>
  fee === null ? "the state's fee is confirmed before filing" : `state fee ${formatMoney(fee)}`;

const INSTANT_WORDS: Record<'MAILING_ADDRESS' | 'CONTACT_EMAIL' | 'FISCAL_YEAR', string> = {
  MAILING_ADDRESS:
    'Your mailing address changes at once: the state is not told, and banks will not accept a virtual mailbox as your business address.',
  CONTACT_EMAIL: 'We write to this address about your company from now on: nothing is filed.',
  FISCAL_YEAR:
    'Your fiscal year changes at once, and your federal deadlines move with it: nothing is filed with the state.',
};

/** What a change changes, in a sentence ("your management changes at once"). */
const SUBJECTS: Partial<Record<TChangeKind, string>> = {
  LEGAL_NAME: 'company name',
  PRINCIPAL_ADDRESS: 'principal address',
  MANAGERS: 'management',
  REGISTERED_AGENT: 'registered agent',
};

/** One plain sentence per kind and state. */
const explanationOf = (
  kind: TChangeKind,
  stateName: string,
  row: TChangeFilingRow | undefined,
): string => {
  if (isInstantChange(kind)) return INSTANT_WORDS[kind];
  const what = SUBJECTS[kind] ?? CHANGE_KIND_LABELS[kind].toLowerCase();
  if (!row) {
    return `We do not know yet what ${stateName} asks for this change: our staff confirm the form and fee before filing.`;
  }
  if (!row.required) {
    return kind === 'MEMBERS'
      ? `${stateName} need not be told: we amend your operating agreement, which names the members.`
      : `${stateName} need not be told: your ${what} changes at once, with no filing and no fee.`;
  }
  const form = row.form ?? 'a filing';
  if (kind === 'CLOSURE') {
    return `${stateName} dissolves your LLC on its ${form} (${feeWords(row.fee)}); we file it and stop your renewals.`;
  }
  if (kind === 'REINSTATEMENT') {
    return `${stateName} reinstates your LLC on its ${form} (${feeWords(row.fee)}); we file it for you.`;
  }
  return `${stateName} must be told: we file its ${form} (${feeWords(row.fee)}), and your ${what} changes once the state accepts it.`;
};

/**
 * The quote of a change for a company in `stateName`: from the reference row of its state
 * and kind (none: the state is assumed to need a filing, staff confirm it) and the
 * catalogue's prices. `proposed` (none: the options list) picks the registered agent's product: ours or theirs.
 */
export const quoteChange = async (
  db: TDbExecutor,
  input: {
    kind: TChangeKind;
    proposed: TProposedChange | null;
    stateName: string;
    row: TChangeFilingRow | undefined;
  },
): Promise<TQuote> => {
  const { kind, row } = input;
  const explanation = explanationOf(kind, input.stateName, row);
  if (isInstantChange(kind)) {
    return {
      needsState: false,
      appliesAtOnce: true,
      stateFiling: null,
      items: [],
      product: null,
      explanation,
      offered: true,
    };
  }
  const needsState = row?.required ?? true;
  const ourAgent = input.proposed?.kind === 'REGISTERED_AGENT' && input.proposed.useOurs;
  const items = changeItemsOf(kind, { needsState, ourAgent });
  // Our agent is a service bought whatever the state asks; members go through the agreement.
  const paidAnyway =
    kind === 'MEMBERS' || kind === 'CLOSURE' || kind === 'REINSTATEMENT' || ourAgent;
  const rows = await findProducts(db, items);
  const ordered = items.flatMap((k) => rows.filter((r) => r.productKey === k));
  const [first] = ordered;
  return {
    needsState,
    appliesAtOnce: !needsState && !paidAnyway,
    stateFiling: needsState ? stateFilingOf(row) : null,
    items,
    // Applied at once for free: no product to show a price for.
    product:
      first && (needsState || paidAnyway)
        ? {
            productKey: first.productKey,
            name: [...new Set(ordered.map((r) => changeItemName(kind, r, [r.productKey])))].join(
              ' + ',
            ),
            price: ordered.reduce((sum, r) => sum + r.price, 0),
          }
        : null,
    explanation,
    offered: ordered.length === items.length && ordered.every((r) => r.active),
  };
};
