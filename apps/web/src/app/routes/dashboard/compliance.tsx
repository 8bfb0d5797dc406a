import { ShieldCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Compliance"
    icon={ShieldCheck}
    heading="No deadlines due"
    text="Annual reports, franchise tax and federal filings for your state will be listed here with their due dates, so you never miss one."
    action={{ to: '/dashboard/home', label: 'Back to home' }}
  />
);
