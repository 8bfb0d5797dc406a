import { FileText } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';
import { useCurrentCompany } from '@/features/companies/current-company';
import { useDashboardConfig } from '@/features/dashboard-config/dashboard-config';

const FORMED = {
  heading: 'Invoicing is coming soon',
  text: 'Invoicing is coming soon for formed companies: you will create invoices in USD, share a payment link and see what your customers owe. We will e-mail you when it opens.',
};
const NOT_FORMED = {
  heading: 'Send your first invoice',
  text: 'Create invoices in USD, share a payment link and see what your customers owe. Invoicing opens once your company is formed.',
  action: { to: '/dashboard/onboarding', label: 'Continue onboarding' },
};

/**
 * Invoicing is not built yet (its own issue replaces this page). It says what is true for
 * the current company: coming soon once formed, else it opens after formation.
 */
export const Component = () => {
  const config = useDashboardConfig();
  const { company } = useCurrentCompany(config.company.defaultCompanyId);
  const texts = company?.companyStatus === 'COMPLETED' ? FORMED : NOT_FORMED;
  return <PlaceholderPage title="Invoicing" icon={FileText} {...texts} />;
};
