import { Receipt } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Billing"
    icon={Receipt}
    heading="No receipts yet"
    text="Receipts and invoices for everything you buy appear here, ready to download as PDF. Your first one comes with your formation payment."
    action={{ to: '/dashboard/onboarding', label: 'Start onboarding' }}
  />
);
