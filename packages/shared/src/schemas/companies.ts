import { z } from 'zod';
import {
  COMPANY_NAME_TYPES,
  COMPANY_STATUSES,
  ONBOARDING_STATUSES,
  PAYMENT_STATUSES,
} from '../enums';
import { hasControlCharacter, NAME_CONTROL_MESSAGE, normaliseName } from '../rules/name-text';
import { successEnvelope } from './envelope';

/** A company as the switcher and the layout need it (GET/POST /client/company/v7/companies). */
export const ZCompanySummary = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  companyNameType: z.enum(COMPANY_NAME_TYPES).nullable(),
  state: z.string().nullable(),
  companyStatus: z.enum(COMPANY_STATUSES),
  onboardingStatus: z.enum(ONBOARDING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

/**
 * POST /client/company/v7/companies: the new company's working name (stored in its normal
 * form and checked by the LLC name rules; the company-info step can change it). Optional
 * for callers that predate it.
 */
export const ZCreateCompanyRequest = z
  .object({
    companyName: z
      .string({ error: 'COMPANY_NAME_NOT_SPECIFIED' })
      .refine((v) => !hasControlCharacter(v), NAME_CONTROL_MESSAGE)
      .overwrite(normaliseName)
      .min(1, 'COMPANY_NAME_NOT_SPECIFIED')
      .max(120, 'COMPANY_NAME_NOT_SPECIFIED'),
  })
  .partial();
export type TCreateCompanyRequest = z.input<typeof ZCreateCompanyRequest>;

/** DELETE /client/company/v7/companies/{id}. */
export const ZCompanyIdParams = z.object({ id: z.uuid() });
export const ZDeleteCompanyResponse = successEnvelope(z.object({ id: z.string() }));

export const ZCompanyListResponse = successEnvelope(z.array(ZCompanySummary));
export const ZCompanySummaryResponse = successEnvelope(ZCompanySummary);

/** A notification: one company event in words. */
export const ZNotification = z.object({
  id: z.string(),
  companyId: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  unread: z.boolean(),
  /**
   * The dashboard page of what it is about (a letter, a ticket, a service…); opening that
   * page marks it read (decision 0189). Optional: older answers had none.
   */
  link: z.string().nullable().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotifications = z.object({
  items: z.array(ZNotification),
  /** Unread among all of them, not only this page. */
  unreadCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TNotifications = z.infer<typeof ZNotifications>;

/** A page of notifications: the menu asks for the first, the full list page for any. */
export const ZNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TNotificationsQuery = z.output<typeof ZNotificationsQuery>;
export const ZNotificationsResponse = successEnvelope(ZNotifications);

/**
 * POST /client/v9/notifications/seen: the dashboard page the customer is on (path and query,
 * as the address bar shows them); the notifications whose link is that page become read.
 */
export const ZNotificationsSeen = z.object({
  path: z
    .string()
    .trim()
    .max(2000)
    .regex(/^\/dashboard(?:[/?#]|$)/, 'A dashboard page: /dashboard/…'),
});
export type TNotificationsSeen = z.infer<typeof ZNotificationsSeen>;
