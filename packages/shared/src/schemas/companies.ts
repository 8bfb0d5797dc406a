import { z } from 'zod';
import {
  COMPANY_NAME_TYPES,
  COMPANY_STATUSES,
  ONBOARDING_STATUSES,
  PAYMENT_STATUSES,
} from '../enums';
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
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotifications = z.object({
  items: z.array(ZNotification),
  unreadCount: z.number().int().nonnegative(),
});
export type TNotifications = z.infer<typeof ZNotifications>;
export const ZNotificationsResponse = successEnvelope(ZNotifications);
