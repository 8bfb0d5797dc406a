import { z } from 'zod';
import {
  COMPANY_NAME_TYPES,
  COMPANY_STATUSES,
  ONBOARDING_STATUSES,
  PAYMENT_STATUSES,
} from '../enums';
import { successEnvelope } from './envelope';

const text = (code: string, max = 200) => z.string({ error: code }).trim().min(1, code).max(max);

export const ZAddress = z.object({
  line1: text('ADDRESS_NOT_SPECIFIED'),
  line2: z.string().trim().max(200).optional(),
  city: text('CITY_NOT_SPECIFIED', 100),
  region: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(20).optional(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().length(2, 'COUNTRY_CODE_NOT_SPECIFIED').toUpperCase(),
});
export type TAddress = z.infer<typeof ZAddress>;

/** POST /client/company/v7/company-info (the name is also checked by rules/llc-name). */
export const ZCompanyInfoRequest = z.object({
  companyName: text('COMPANY_NAME_NOT_SPECIFIED', 120),
  companyNameType: z.enum(COMPANY_NAME_TYPES, { error: 'INVALID_NAME_TYPE' }),
  state: z
    .string({ error: 'INCORPORATION_STATE_NOT_SPECIFIED' })
    .length(2, 'INVALID_STATE')
    .toUpperCase(),
  businessPurpose: text('DESCRIPTION_NOT_SPECIFIED', 500),
  website: z.url({ error: 'WEBSITE_NOT_SPECIFIED' }).max(300).optional(),
  /** Up to two more names, in order of preference, if the first is taken. */
  alternativeNames: z.array(z.string().trim().min(1).max(120)).max(2).optional(),
});
export type TCompanyInfoRequest = z.input<typeof ZCompanyInfoRequest>;

/** POST /client/company/v7/responsible-party-details: no full SSN/ITIN is ever sent. */
export const ZResponsiblePartyRequest = z.object({
  firstName: text('FIRST_NAME_NOT_SPECIFIED', 100),
  lastName: text('LAST_NAME_NOT_SPECIFIED', 100),
  email: z.email('INVALID_EMAIL').max(254),
  phone: text('PHONE_NOT_SPECIFIED', 32),
  taxIdLast4: z
    .string()
    .regex(/^\d{4}$/, 'Enter the last 4 digits')
    .optional(),
});
export type TResponsiblePartyRequest = z.input<typeof ZResponsiblePartyRequest>;

export const ZOwner = z.object({
  firstName: text('FIRST_NAME_NOT_SPECIFIED', 100),
  lastName: text('LAST_NAME_NOT_SPECIFIED', 100),
  email: z.email('INVALID_EMAIL').max(254),
  ownershipPercentage: z.number().gt(0).max(100),
  address: ZAddress,
});
export type TOwner = z.infer<typeof ZOwner>;

/** POST /client/company/v7/owners: at least one owner; the percentages sum to 100. */
export const ZOwnersRequest = z
  .object({ owners: z.array(ZOwner).min(1, 'Add at least one owner').max(20) })
  .refine(
    (v) => Math.abs(v.owners.reduce((sum, o) => sum + o.ownershipPercentage, 0) - 100) < 1e-9,
    { message: 'Ownership percentages must add up to 100%', path: ['owners'] },
  );
export type TOwnersRequest = z.input<typeof ZOwnersRequest>;

/** GET /client/company/v7/details → data.company (ARCHITECTURE.md 4). */
export const ZCompanyDetails = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  companyNameType: z.enum(COMPANY_NAME_TYPES).nullable(),
  state: z.string().nullable(),
  companyStatus: z.enum(COMPANY_STATUSES),
  onboardingStatus: z.enum(ONBOARDING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  responsiblePartyDetails: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  owners: z.array(ZOwner),
  mailingAddress: ZAddress.nullable(),
  registeredAgent: z.object({ useOurs: z.boolean(), name: z.string().optional() }).nullable(),
  ein: z.string().nullable(),
  bankAccount: z.object({ preference: z.string() }).nullable(),
  formationProgress: z.array(z.object({ step: z.string(), at: z.string() })),
  createdAt: z.string(),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetails>;
export const ZCompanyDetailsResponse = successEnvelope(z.object({ company: ZCompanyDetails }));
