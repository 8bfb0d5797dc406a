import { XCircle } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Payment cancelled"
    icon={XCircle}
    heading="Payment cancelled"
    text="Nothing was charged. You can go back and pay whenever you are ready."
    action={{ to: '/dashboard/billing', label: 'Back to billing' }}
  />
);
