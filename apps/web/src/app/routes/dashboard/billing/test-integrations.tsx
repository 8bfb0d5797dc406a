import { PlugZap } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Test integrations"
    icon={PlugZap}
    heading="Payment provider"
    text="The local test provider is in use. Card payments are simulated with test cards; no money moves."
    action={{ to: '/dashboard/billing', label: 'Go to billing' }}
  />
);
