import { ScrollText } from 'lucide-react';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export const Component = () => (
  <PlaceholderPage
    title="Scroll test"
    icon={ScrollText}
    heading="A long page"
    text="This page checks that long content scrolls inside the dashboard frame while the sidebar and top bar stay put."
  >
    {Array.from({ length: 40 }, (_, i) => (
      <p key={i} className="rounded-lg bg-white p-4 text-sm text-slate-600 shadow-sm">
        Row {i + 1}
      </p>
    ))}
  </PlaceholderPage>
);
