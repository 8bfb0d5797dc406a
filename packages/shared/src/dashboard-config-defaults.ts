import type { TDashboardConfig } from './schemas/dashboard-config';

/**
 * The dashboard configuration with every default (docs/product.md § Dashboard configuration),
 * used while the server's answer loads or when it cannot be had. Written out rather than `ZDashboardConfig.parse({})` so
 * the dashboard's first download does not carry zod (issue 8); dashboard-config.test.ts
 * checks that it is exactly what the schema gives.
 */
export const DEFAULT_DASHBOARD_CONFIG: TDashboardConfig = {
  company: {
    allowCompanyCreation: true,
    maxCompaniesPerUser: null,
    showCompanySwitcher: true,
    defaultCompanyId: null,
  },
  navigation: {
    showNavItems: {
      home: true,
      payments: true,
      accounting: true,
      compliance: true,
      llcManagement: true,
      communication: true,
      support: true,
    },
    defaultRoute: '/dashboard/home',
    enableMobileNav: true,
  },
  referral: {
    showReferralCard: true,
    referralUrl: 'https://charterline.com/affiliates',
    headline: 'Get $50',
    rewardText: 'EARN $500',
    description: 'EARN $500 for each business referred',
  },
  ui: {
    sidebarWidth: 280,
    enableAnimations: true,
    useSkeletonLoaders: true,
    theme: { primary: '#1d4ed8', active: '#1e3a8a', hover: '#eff6ff' },
  },
  features: {
    useNewDashboard: true,
    enableNotifications: true,
    enableSearch: true,
    enableUserMenu: true,
    enableBetaFeatures: false,
  },
  affiliate: { enabled: false, pixelUrl: null, merchantId: null },
  requestTimeoutMs: 30_000,
};
