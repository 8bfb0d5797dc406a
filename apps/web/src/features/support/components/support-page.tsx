import { LifeBuoy } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

/** The Support page: tickets, a new ticket, one ticket (helper D replaces this placeholder). */
export const SupportPage = () => (
  <PlaceholderPage
    title="Support"
    icon={LifeBuoy}
    heading="How can we help?"
    text="Write to support@charterline.com and a formation specialist answers within one business day. Include your company name so we can help faster."
    action={{ to: 'mailto:support@charterline.com', label: 'Write to support' }}
  />
);
