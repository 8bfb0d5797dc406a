import { panelId, tabId, tabOf, Tabs } from '@/components/ui/tabs';

export const ACCOUNTING_TABS = [
  { key: 'transactions', label: 'Transactions' },
  { key: 'accounts', label: 'Accounts' },
  { key: 'reports', label: 'Reports' },
  { key: 'rules', label: 'Rules' },
] as const;
export type TAccountingTab = (typeof ACCOUNTING_TABS)[number]['key'];

export const accountingTabOf = (value: string | null): TAccountingTab =>
  tabOf(ACCOUNTING_TABS, value);

export const accountingTabId = (key: TAccountingTab) => tabId('accounting', key);
export const accountingPanelId = (key: TAccountingTab) => panelId('accounting', key);

/** Accounting's tabs (the shared WAI-ARIA tabs). */
export const AccountingTabs = ({
  current,
  onSelect,
}: {
  current: TAccountingTab;
  onSelect: (tab: TAccountingTab) => void;
}) => (
  <Tabs
    name="accounting"
    label="Accounting"
    tabs={ACCOUNTING_TABS}
    current={current}
    onSelect={onSelect}
  />
);
