import { z } from 'zod';
import { COMPANY_NAME_TYPES } from '../enums';
import { ZAddress } from './address';
import { OWNERSHIP_TOTAL_MESSAGE, ZOwnersRequest } from './company';
import { successEnvelope } from './envelope';

/**
 * LLC Management's Changes (issue 20, decision 0135). Three families:
 * - state changes: the state must be told (or may have to be, by state): a request is made,
 *   paid through checkout as a service, filed by staff, and the profile changes only when
 *   staff complete it with the filed document;
 * - instant changes: nothing is filed, the profile changes at once, with history;
 * - closure and reinstatement: offered with the state's fee and our price, bought the same way.
 */
export const STATE_CHANGE_KINDS = [
  'LEGAL_NAME',
  'PRINCIPAL_ADDRESS',
  'MEMBERS',
  'MANAGERS',
  'REGISTERED_AGENT',
] as const;
export const INSTANT_CHANGE_KINDS = ['MAILING_ADDRESS', 'CONTACT_EMAIL', 'FISCAL_YEAR'] as const;
export const LIFECYCLE_CHANGE_KINDS = ['CLOSURE', 'REINSTATEMENT'] as const;
export const CHANGE_KINDS = [
  ...STATE_CHANGE_KINDS,
  ...INSTANT_CHANGE_KINDS,
  ...LIFECYCLE_CHANGE_KINDS,
] as const;
export type TChangeKind = (typeof CHANGE_KINDS)[number];
export type TStateChangeKind = (typeof STATE_CHANGE_KINDS)[number];
export type TInstantChangeKind = (typeof INSTANT_CHANGE_KINDS)[number];

export const isInstantChange = (kind: TChangeKind): kind is TInstantChangeKind =>
  (INSTANT_CHANGE_KINDS as readonly string[]).includes(kind);

/** The words of each kind, as the page and the history name them. */
export const CHANGE_KIND_LABELS: Record<TChangeKind, string> = {
  LEGAL_NAME: 'Company name',
  PRINCIPAL_ADDRESS: 'Principal address',
  MEMBERS: 'Members and ownership',
  MANAGERS: 'Management and managers',
  REGISTERED_AGENT: 'Registered agent',
  MAILING_ADDRESS: 'Mailing address',
  CONTACT_EMAIL: 'Contact e-mail',
  FISCAL_YEAR: 'Fiscal year',
  CLOSURE: 'Close the company',
  REINSTATEMENT: 'Reinstate the company',
};

/**
 * What a paid change is called where it is sold and followed (the checkout, the receipt,
 * "Your services", the Changes tab; issue 36 item 8): for what it changes, never the
 * product that carries it out ("State amendment").
 */
export const CHANGE_SERVICE_NAMES: Record<TChangeKind, string> = {
  LEGAL_NAME: 'Company name change',
  PRINCIPAL_ADDRESS: 'Principal address change',
  MEMBERS: 'Members and ownership change',
  MANAGERS: 'Management change',
  REGISTERED_AGENT: 'Registered agent change',
  MAILING_ADDRESS: 'Mailing address change',
  CONTACT_EMAIL: 'Contact e-mail change',
  FISCAL_YEAR: 'Fiscal year change',
  CLOSURE: 'Company closure',
  REINSTATEMENT: 'Reinstatement',
};

/** A change's second product, in words after its name ("…: state filing"). */
const CHANGE_ITEM_WORDS: Record<string, string> = {
  'state-amendment': 'state filing',
  'operating-agreement-amendment': 'operating agreement amendment',
};

/**
 * The name of one product of a change's checkout: the change's own name (with what the item
 * is when the change takes two). Our registered agent, bought to switch to it, keeps its name:
 * it is the service that then runs.
 */
export const changeItemName = (
  kind: TChangeKind,
  item: { productKey: string; name: string },
  items: readonly string[],
): string => {
  if (item.productKey === 'registered-agent') return item.name;
  const name = CHANGE_SERVICE_NAMES[kind];
  if (items.length < 2) return name;
  return `${name}: ${CHANGE_ITEM_WORDS[item.productKey] ?? item.name.toLowerCase()}`;
};

/**
 * A change's life: an instant one is `applied` when made; one that is paid for waits for
 * payment, is in progress while staff file it, then `completed` (the profile changed) —
 * or `cancelled` by the customer before paying.
 */
export const CHANGE_STATUSES = [
  'applied',
  'awaiting_payment',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type TChangeStatus = (typeof CHANGE_STATUSES)[number];

export const MANAGEMENT_KINDS = ['MEMBER_MANAGED', 'MANAGER_MANAGED'] as const;
export type TManagement = (typeof MANAGEMENT_KINDS)[number];

export const ZManager = z.object({
  name: z.string().trim().min(1, 'Enter the manager’s name').max(200),
});
export type TManager = z.infer<typeof ZManager>;

/** The proposed values of each kind (what the company's profile becomes). */
export const ZProposedChange = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('LEGAL_NAME'),
    companyName: z.string().trim().min(1, 'Enter the new name').max(200),
    designation: z.enum(COMPANY_NAME_TYPES),
  }),
  z.object({ kind: z.literal('PRINCIPAL_ADDRESS'), address: ZAddress }),
  z
    .object({ kind: z.literal('MEMBERS'), owners: ZOwnersRequest.shape.owners })
    .refine(
      (v) =>
        v.owners.reduce((sum, o) => sum + Math.round(o.ownershipPercentage * 100), 0) === 10000,
      { message: OWNERSHIP_TOTAL_MESSAGE, path: ['owners'] },
    ),
  z
    .object({
      kind: z.literal('MANAGERS'),
      management: z.enum(MANAGEMENT_KINDS),
      managers: z.array(ZManager).max(20).default([]),
    })
    .refine((v) => v.management === 'MEMBER_MANAGED' || v.managers.length > 0, {
      message: 'Add at least one manager',
      path: ['managers'],
    }),
  z.discriminatedUnion('useOurs', [
    z.object({ kind: z.literal('REGISTERED_AGENT'), useOurs: z.literal(true) }),
    z.object({
      kind: z.literal('REGISTERED_AGENT'),
      useOurs: z.literal(false),
      name: z.string().trim().min(1, "Enter the registered agent's name").max(120),
      address: ZAddress.refine((a) => a.country === 'US', {
        message: 'A registered agent needs a US street address',
        path: ['country'],
      }),
    }),
  ]),
  z.object({ kind: z.literal('MAILING_ADDRESS'), address: ZAddress }),
  z.object({ kind: z.literal('CONTACT_EMAIL'), email: z.email('INVALID_EMAIL').max(254) }),
  z.object({ kind: z.literal('FISCAL_YEAR'), fiscalYearEndMonth: z.number().int().min(1).max(12) }),
  z.object({
    kind: z.literal('CLOSURE'),
    /** The last day the company does business (YYYY-MM-DD); optional. */
    effectiveDate: z.iso.date().optional(),
    reason: z.string().trim().max(1000).optional(),
  }),
  z.object({ kind: z.literal('REINSTATEMENT'), note: z.string().trim().max(1000).optional() }),
]);
export type TProposedChange = z.infer<typeof ZProposedChange>;
export type TProposedChangeInput = z.input<typeof ZProposedChange>;

/** POST /client/company/v7/company-changes. */
export const ZCreateChangeRequest = z.object({
  companyId: z.uuid().optional(),
  change: ZProposedChange,
});
export type TCreateChangeRequest = z.input<typeof ZCreateChangeRequest>;

/** What the state asks for a change, from reference data (`reference_change_filings`). */
export const ZStateFiling = z.object({
  /** The state's form, e.g. "Articles of Amendment". */
  form: z.string(),
  /** The state's fee in cents; null when our reference data does not know it yet. */
  fee: z.number().int().nullable(),
  /** Where the form and fee come from (the state's page). */
  sourceUrl: z.string().nullable(),
  /** 'primary' (the state's own page), 'secondary', or 'conflict' (sources disagree). */
  evidence: z.string(),
  note: z.string().nullable(),
});
export type TStateFiling = z.infer<typeof ZStateFiling>;

/** One kind of change, priced for the caller's company (GET …/company-changes/options). */
export const ZChangeOption = z.object({
  kind: z.enum(CHANGE_KINDS),
  label: z.string(),
  /** Made at once, nothing filed, no payment. */
  instant: z.boolean(),
  /** The state must be told (a filing); false for instant ones and where the state needs none. */
  needsState: z.boolean(),
  /** Why, in one sentence ("Wyoming keeps your name in your articles: …"). */
  explanation: z.string(),
  stateFiling: ZStateFiling.nullable(),
  /** Our product that carries it out, with our price in cents; null for instant ones. */
  product: z
    .object({ productKey: z.string(), name: z.string(), price: z.number().int() })
    .nullable(),
  /** Not offered now, and why (e.g. reinstatement of a company that is not dissolved). */
  unavailableReason: z.string().nullable(),
});
export type TChangeOption = z.infer<typeof ZChangeOption>;
export const ZChangeOptionsResponse = successEnvelope(z.array(ZChangeOption));

/** One change in the history, with the values before and after, in words. */
export const ZCompanyChange = z.object({
  id: z.string(),
  kind: z.enum(CHANGE_KINDS),
  label: z.string(),
  status: z.enum(CHANGE_STATUSES),
  /** One line each: "Nube Clara LLC → Nube Verde LLC". */
  before: z.string().nullable(),
  after: z.string(),
  needsState: z.boolean(),
  stateFiling: ZStateFiling.nullable(),
  product: z
    .object({ productKey: z.string(), name: z.string(), price: z.number().int() })
    .nullable(),
  /** The service that carries it out once paid (links to /dashboard/services/:id). */
  serviceId: z.string().nullable(),
  /** The filed document staff completed it with (in the vault). */
  proofDocumentId: z.string().nullable(),
  /** Who made it: "you", "Charterline". */
  requestedBy: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * Waiting for payment: what the checkout buys (items and metadata for POST
   * /client/payment/v7/session; its fulfilment links the service). Null otherwise.
   */
  checkout: z
    .object({
      items: z.array(z.string()),
      metadata: z.object({ changeRequestId: z.string() }),
    })
    .nullable(),
});
export type TCompanyChange = z.infer<typeof ZCompanyChange>;
export const ZCompanyChangesResponse = successEnvelope(z.array(ZCompanyChange));

/** The answer to a new change: the change (an instant one already applied). */
export const ZCreateChangeResponse = successEnvelope(ZCompanyChange);

export const ZChangeIdParams = z.object({ id: z.uuid() });
export const ZChangeQuery = z.object({ companyId: z.uuid().optional() });

/** The checkout metadata key that ties a paid session to its change request. */
export const CHANGE_METADATA_KEY = 'changeRequestId';
