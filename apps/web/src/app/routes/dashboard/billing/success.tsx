import { CheckCircle2 } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Payment successful"
    icon={CheckCircle2}
    heading="Payment received"
    text="Thank you. Your receipt is on its way to your e-mail and will be listed on the billing page."
    action={{ to: '/dashboard/billing', label: 'See receipts' }}
  />
);
