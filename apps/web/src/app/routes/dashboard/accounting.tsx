import { Calculator } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Accounting"
    icon={Calculator}
    heading="Your books start here"
    text="Connect your US bank account and we will categorise transactions and prepare monthly statements for your tax filings."
    action={{ to: '/dashboard/billing', label: 'See bookkeeping plans' }}
  />
);
