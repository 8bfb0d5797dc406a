import { panelId, tabId, tabOf, Tabs } from '@/components/ui/tabs';

export const INVOICING_TABS = [
  { key: 'invoices', label: 'Invoices' },
  { key: 'customers', label: 'Customers' },
  { key: 'settings', label: 'Settings' },
] as const;
export type TInvoicingTab = (typeof INVOICING_TABS)[number]['key'];

export const invoicingTabOf = (value: string | null): TInvoicingTab => tabOf(INVOICING_TABS, value);

export const invoicingTabId = (key: TInvoicingTab) => tabId('invoicing', key);
export const invoicingPanelId = (key: TInvoicingTab) => panelId('invoicing', key);

/** Invoicing's tabs (the shared WAI-ARIA tabs; three fit, so the list does not scroll). */
export const InvoicingTabs = ({
  current,
  onSelect,
}: {
  current: TInvoicingTab;
  onSelect: (tab: TInvoicingTab) => void;
}) => (
  <Tabs
    name="invoicing"
    label="Invoicing"
    tabs={INVOICING_TABS}
    current={current}
    onSelect={onSelect}
    scroll={false}
  />
);
