import { z } from 'zod';
import {
  COMPANY_NAME_TYPES,
  COMPANY_ORIGINS,
  COMPANY_STATUSES,
  ONBOARDING_STATUSES,
  PAYMENT_STATUSES,
} from '../enums';
import { hasControlCharacter, NAME_CONTROL_MESSAGE, normaliseName } from '../rules/name-text';
import { ZAddress } from './address';
import { successEnvelope } from './envelope';
import { ZPhone } from './phone';

const text = (code: string, max = 200) => z.string({ error: code }).trim().min(1, code).max(max);

/**
 * A name as the customer typed it: refused with a control character, else stored in its
 * normal form (rules/name-text), which is also what the LLC name rules check.
 */
const name = (code: string, max: number) =>
  z
    .string({ error: code })
    .refine((v) => !hasControlCharacter(v), NAME_CONTROL_MESSAGE)
    .overwrite(normaliseName)
    .min(1, code)
    .max(max);

// The address lives in ./address; it is exported here too because the API imports it from here.
export { ZAddress, type TAddress, type TAddressInput } from './address';

/**
 * A website as people write it: "nubeclara.com", "www.nubeclara.com/shop" or a full
 * "https://…" address. Without a scheme, https:// is added; blank is no website. What is
 * kept is an http(s) address with a dotted host name ("https://nubeclara" is refused).
 */
export const withScheme = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  if (!v) return undefined;
  return /^[a-z][a-z\d+.-]*:\/\//i.test(v) ? v : `https://${v.replace(/^\/+/, '')}`;
};
const website = z.preprocess(
  withScheme,
  z
    .url({
      protocol: /^https?$/,
      hostname: /^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i,
      error: 'WEBSITE_INVALID',
    })
    .max(300, 'WEBSITE_INVALID')
    .optional(),
);

/** POST /client/company/v7/company-info (the name is also checked by rules/llc-name). */
export const ZCompanyInfoRequest = z.object({
  companyName: name('COMPANY_NAME_NOT_SPECIFIED', 120),
  companyNameType: z.enum(COMPANY_NAME_TYPES, { error: 'INVALID_NAME_TYPE' }),
  state: z
    .string({ error: 'INCORPORATION_STATE_NOT_SPECIFIED' })
    .length(2, 'INVALID_STATE')
    .toUpperCase(),
  businessPurpose: text('DESCRIPTION_NOT_SPECIFIED', 500),
  website,
  /** Up to two more names, in order of preference, if the first is taken. */
  alternativeNames: z.array(name('COMPANY_NAME_NOT_SPECIFIED', 120)).max(2).optional(),
});
export type TCompanyInfoRequest = z.input<typeof ZCompanyInfoRequest>;

/** How the responsible party identifies for the EIN application (SS-4). */
export const TAX_ID_TYPES = ['SSN', 'ITIN', 'NONE'] as const;
export type TTaxIdType = (typeof TAX_ID_TYPES)[number];

/**
 * POST /client/company/v7/responsible-party-details (the EIN Application step). A full
 * SSN/ITIN is never sent nor stored: only its last 4 digits, or "NONE" for a founder
 * without one (we then apply by fax with form SS-4).
 */
export const ZResponsiblePartyRequest = z
  .object({
    firstName: name('FIRST_NAME_NOT_SPECIFIED', 100),
    lastName: name('LAST_NAME_NOT_SPECIFIED', 100),
    email: z.email('INVALID_EMAIL').max(254),
    phone: ZPhone,
    taxIdType: z.enum(TAX_ID_TYPES).default('NONE'),
    taxIdLast4: z
      .string()
      .regex(/^\d{4}$/, 'Enter the last 4 digits')
      .optional(),
  })
  .refine((v) => v.taxIdType === 'NONE' || v.taxIdLast4 !== undefined, {
    message: 'Enter the last 4 digits',
    path: ['taxIdLast4'],
  })
  .transform((v) => (v.taxIdType === 'NONE' ? { ...v, taxIdLast4: undefined } : v));
export type TResponsiblePartyRequest = z.input<typeof ZResponsiblePartyRequest>;

export const ZOwner = z.object({
  firstName: name('FIRST_NAME_NOT_SPECIFIED', 100),
  lastName: name('LAST_NAME_NOT_SPECIFIED', 100),
  email: z.email('INVALID_EMAIL').max(254),
  ownershipPercentage: z
    .number({ error: 'Enter a percentage' })
    .gt(0, 'Each owner needs more than 0%')
    .max(100, 'No owner can hold more than 100%')
    .refine(
      (n) =>
        Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      {
        message: 'Use at most two decimals',
      },
    ),
  address: ZAddress,
});
export type TOwner = z.infer<typeof ZOwner>;

export const OWNERSHIP_TOTAL_MESSAGE = 'Ownership percentages must add up to 100%';

/** POST /client/company/v7/owners: at least one owner; the percentages sum to 100. */
export const ZOwnersRequest = z
  .object({ owners: z.array(ZOwner).min(1, 'Add at least one owner').max(20) })
  .refine(
    (v) => v.owners.reduce((sum, o) => sum + Math.round(o.ownershipPercentage * 100), 0) === 10000,
    { message: OWNERSHIP_TOTAL_MESSAGE, path: ['owners'] },
  )
  .refine((v) => new Set(v.owners.map((o) => o.email.toLowerCase())).size === v.owners.length, {
    message: 'Each owner needs their own e-mail address',
    path: ['owners'],
  });
export type TOwnersRequest = z.input<typeof ZOwnersRequest>;

/** Pre-payment steps 1–2: the state to form in and the optional products chosen. */
export const ZFormationSelectionRequest = z.object({
  state: z
    .string({ error: 'INCORPORATION_STATE_NOT_SPECIFIED' })
    .trim()
    .length(2, 'INVALID_STATE')
    .toUpperCase(),
  /** Absent on step 1 (the state alone); step 2 sends the products, possibly none. */
  products: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
});
export type TFormationSelectionRequest = z.input<typeof ZFormationSelectionRequest>;

/** Registered Agent step: ours (included for the first year) or the customer's own. */
export const ZRegisteredAgentRequest = z.discriminatedUnion('useOurs', [
  z.object({ useOurs: z.literal(true) }),
  z.object({
    useOurs: z.literal(false),
    name: text("Enter the registered agent's name", 120),
    address: ZAddress.refine((a) => a.country === 'US', {
      message: 'A registered agent needs a US street address',
      path: ['country'],
    }),
  }),
]);
export type TRegisteredAgentRequest = z.input<typeof ZRegisteredAgentRequest>;

/** Mailing Address step: our US address (mail scanned to the portal) or the customer's. */
export const ZMailingAddressRequest = z.discriminatedUnion('useOurs', [
  z.object({ useOurs: z.literal(true) }),
  z.object({ useOurs: z.literal(false), address: ZAddress }),
]);
export type TMailingAddressRequest = z.input<typeof ZMailingAddressRequest>;

export const BANK_PREFERENCES = ['mercury', 'relay', 'wise', 'none'] as const;
export type TBankPreference = (typeof BANK_PREFERENCES)[number];
export const BANK_PREFERENCE_LABELS: Record<TBankPreference, string> = {
  mercury: 'Mercury',
  relay: 'Relay',
  wise: 'Wise Business',
  none: 'I will open an account myself',
};
export const ZBankAccountRequest = z.object({
  preference: z.enum(BANK_PREFERENCES, { error: 'Choose a bank' }),
  currency: z.enum(['USD', 'USD_AND_OTHERS']).default('USD'),
  expectedMonthlyVolume: z.enum(['0-10k', '10k-50k', '50k-250k', '250k+']).default('0-10k'),
});
export type TBankAccountRequest = z.input<typeof ZBankAccountRequest>;

/** Which formation steps the customer has completed (the server's record, for resuming). */
export const ZFormationSteps = z.object({
  companyInformation: z.boolean(),
  registeredAgent: z.boolean(),
  ownership: z.boolean(),
  mailingAddress: z.boolean(),
  einApplication: z.boolean(),
  bankAccount: z.boolean(),
});
export type TFormationSteps = z.infer<typeof ZFormationSteps>;

/** GET /client/company/v7/details → data.company (docs/architecture.md § API conventions). */
export const ZCompanyDetails = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  companyNameType: z.enum(COMPANY_NAME_TYPES).nullable(),
  alternativeNames: z.array(z.string()),
  state: z.string().nullable(),
  businessPurpose: z.string().nullable(),
  website: z.string().nullable(),
  companyStatus: z.enum(COMPANY_STATUSES),
  onboardingStatus: z.enum(ONBOARDING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  statusReason: z.string().nullable(),
  responsiblePartyDetails: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      taxIdType: z.enum(TAX_ID_TYPES),
      taxIdLast4: z.string().nullable(),
    })
    .nullable(),
  // Answered as stored: rows written before names were normalised must still pass.
  owners: z.array(ZOwner.extend({ firstName: z.string(), lastName: z.string() })),
  mailingAddress: z.object({ useOurs: z.boolean(), address: ZAddress.nullable() }).nullable(),
  /** The agent on file with the state; name null: theirs, not named (decision 0187). */
  registeredAgent: z
    .object({ useOurs: z.boolean(), name: z.string().nullable(), address: ZAddress.nullable() })
    .nullable(),
  ein: z.string().nullable(),
  bankAccount: z
    .object({
      preference: z.enum(BANK_PREFERENCES),
      currency: z.string(),
      expectedMonthlyVolume: z.string(),
    })
    .nullable(),
  selectedProducts: z.array(z.string()),
  formationSteps: ZFormationSteps,
  addonsStep: z.number().int(),
  confirmedAt: z.string().nullable(),
  /** The processing steps done so far, in order, each with when it happened. */
  formationProgress: z.array(z.object({ step: z.string(), title: z.string(), at: z.string() })),
  createdAt: z.string(),
  /** Formed by us, or elsewhere and brought in ("Bring your LLC", decision 0113). */
  origin: z.enum(COMPANY_ORIGINS),
  /** Formed elsewhere: the date the state formed it (YYYY-MM-DD) and its state file number. */
  formationDate: z.string().nullable(),
  stateFileNumber: z.string().nullable(),
  /** Staff checked the details of a company formed elsewhere; they are locked since. */
  detailsVerified: z.boolean(),
  detailsVerifiedAt: z.string().nullable(),
  /**
   * The service code the customer signed up for, if any
   * (docs/product.md § Sign-up services and questions).
   */
  signupService: z.string().nullable(),
  /** The services an existing business said it needs (its "stage" answer), if any. */
  needs: z.string().nullable(),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetails>;
/** The answer of the details call and of every formation step's save. */
export const ZCompanyDetailsAnswer = z.object({ company: ZCompanyDetails });
export type TCompanyDetailsAnswer = z.infer<typeof ZCompanyDetailsAnswer>;
export const ZCompanyDetailsResponse = successEnvelope(ZCompanyDetailsAnswer);
export const ZCompanyResponse = ZCompanyDetailsResponse;

/** Add-ons progress: the step the customer has reached (1–6). */
export const ZAddonsProgressRequest = z.object({ step: z.number().int().min(1).max(6) });
export type TAddonsProgressRequest = z.infer<typeof ZAddonsProgressRequest>;

/** A document of the company (articles, EIN letter, operating agreement…). */
export const ZCompanyDocument = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TCompanyDocument = z.infer<typeof ZCompanyDocument>;
export const ZCompanyDocumentsResponse = successEnvelope(z.array(ZCompanyDocument));
