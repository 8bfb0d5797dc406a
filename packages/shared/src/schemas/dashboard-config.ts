import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The dashboard configuration (docs/product.md § Dashboard configuration); every field has the
 * contract's default.
 */
export const ZDashboardConfig = z.object({
  company: z
    .object({
      allowCompanyCreation: z.boolean().default(true),
      /** null: unlimited. */
      maxCompaniesPerUser: z.number().int().positive().nullable().default(null),
      showCompanySwitcher: z.boolean().default(true),
      defaultCompanyId: z.string().nullable().default(null),
    })
    .prefault({}),
  navigation: z
    .object({
      showNavItems: z
        .object({
          home: z.boolean().default(true),
          payments: z.boolean().default(true),
          accounting: z.boolean().default(true),
          compliance: z.boolean().default(true),
          llcManagement: z.boolean().default(true),
          communication: z.boolean().default(true),
          support: z.boolean().default(true),
        })
        .prefault({}),
      defaultRoute: z.string().startsWith('/').default('/dashboard/home'),
      enableMobileNav: z.boolean().default(true),
    })
    .prefault({}),
  referral: z
    .object({
      showReferralCard: z.boolean().default(true),
      referralUrl: z.url().default('https://charterline.com/affiliates'),
      headline: z.string().default('Get $50'),
      rewardText: z.string().default('EARN $500'),
      description: z.string().default('EARN $500 for each business referred'),
    })
    .prefault({}),
  ui: z
    .object({
      sidebarWidth: z.number().int().min(200).max(480).default(280),
      enableAnimations: z.boolean().default(true),
      useSkeletonLoaders: z.boolean().default(true),
      theme: z
        .object({
          primary: z.string().default('#1d4ed8'),
          active: z.string().default('#1e3a8a'),
          hover: z.string().default('#eff6ff'),
        })
        .prefault({}),
    })
    .prefault({}),
  features: z
    .object({
      useNewDashboard: z.boolean().default(true),
      enableNotifications: z.boolean().default(true),
      enableSearch: z.boolean().default(true),
      enableUserMenu: z.boolean().default(true),
      enableBetaFeatures: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * The affiliate network's pixel; off unless the server configures one
   * (docs/product.md § Payment flow).
   */
  affiliate: z
    .object({
      enabled: z.boolean().default(false),
      pixelUrl: z.url().nullable().default(null),
      merchantId: z.string().nullable().default(null),
    })
    .prefault({}),
  requestTimeoutMs: z.number().int().positive().default(30_000),
});
export type TDashboardConfig = z.output<typeof ZDashboardConfig>;
export type TDashboardConfigInput = z.input<typeof ZDashboardConfig>;

export const ZDashboardConfigResponse = successEnvelope(ZDashboardConfig);
