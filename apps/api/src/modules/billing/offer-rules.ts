import type { TProductType } from '@charterline/shared/enums';

/**
 * Products a company is not offered. Since FinCEN's interim final rule of March 2025 only
 * entities formed outside the US file BOI reports: a company we form (a new business) is a
 * US entity, so BOI filing is not offered to it; an existing business may be foreign.
 */
export const excludedProductTypes = (company: {
  businessType: 'NEW' | 'EXISTING';
}): TProductType[] => (company.businessType === 'NEW' ? ['BOI_FILING'] : []);
