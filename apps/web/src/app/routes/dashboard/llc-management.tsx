import { Building2 } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="LLC Management"
    icon={Building2}
    heading="Your LLC, in one place"
    text="Articles of organization, EIN letter, operating agreement and your registered agent details appear here once formation is complete."
    action={{ to: '/dashboard/onboarding', label: 'See formation progress' }}
  />
);
