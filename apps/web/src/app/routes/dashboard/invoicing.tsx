import { FileText } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Invoicing"
    icon={FileText}
    heading="Send your first invoice"
    text="Create invoices in USD, share a payment link and see what your customers owe. Invoicing opens once your company is formed."
    action={{ to: '/dashboard/onboarding', label: 'Continue onboarding' }}
  />
);
