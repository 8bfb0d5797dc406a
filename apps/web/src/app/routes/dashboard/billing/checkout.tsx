import { CreditCard } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Checkout"
    icon={CreditCard}
    heading="Nothing to pay right now"
    text="Choose a product from your onboarding or billing page and the secure checkout opens here."
    action={{ to: '/dashboard/billing', label: 'Go to billing' }}
  />
);
