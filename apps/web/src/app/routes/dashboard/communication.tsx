import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { panelId, tabId, tabOf, Tabs } from '@/components/ui/tabs';
import { MailPanel } from '@/features/mailbox/components/mail-panel';
import { PhonePanel } from '@/features/phone/components/phone-panel';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = [
  { key: 'mail', label: 'Mail' },
  { key: 'phone', label: 'Phone' },
] as const;
type TTab = (typeof TABS)[number]['key'];
const PANELS: Record<TTab, ComponentType> = { mail: MailPanel, phone: PhonePanel };

/**
 * Communication (issue 23, decision 0154): the company's US mail and US phone number, as two
 * tabs in the address (`?tab=phone`); each panel keeps its own state in the address too.
 */
export const Component = () => {
  usePageTitle('Communication');
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(TABS, search.get('tab'));
  const Panel = PANELS[tab];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Communication</h1>
        <p className="mt-1 text-slate-600">
          Your company’s US mail and US phone number, read from anywhere.
        </p>
      </div>
      <Tabs
        name="communication"
        label="Communication"
        tabs={TABS}
        current={tab}
        onSelect={(next) => setSearch(next === 'mail' ? {} : { tab: next })}
      />
      <div
        role="tabpanel"
        id={panelId('communication', tab)}
        aria-labelledby={tabId('communication', tab)}
        tabIndex={0}
      >
        <Panel />
      </div>
    </div>
  );
};
