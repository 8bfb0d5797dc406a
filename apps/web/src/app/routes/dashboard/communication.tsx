import { MessageSquare } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Communication"
    icon={MessageSquare}
    heading="No mail yet"
    text="Letters received at your US mailing address are scanned and listed here. We will notify you when the first one arrives."
    action={{ to: '/dashboard/home', label: 'Back to home' }}
  />
);
