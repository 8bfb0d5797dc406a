import { useRef, type KeyboardEvent } from 'react';

export const INVOICING_TABS = [
  { key: 'invoices', label: 'Invoices' },
  { key: 'customers', label: 'Customers' },
  { key: 'settings', label: 'Settings' },
] as const;
export type TInvoicingTab = (typeof INVOICING_TABS)[number]['key'];

export const invoicingTabOf = (value: string | null): TInvoicingTab =>
  INVOICING_TABS.find((t) => t.key === value)?.key ?? 'invoices';

export const invoicingTabId = (key: TInvoicingTab) => `invoicing-tab-${key}`;
export const invoicingPanelId = (key: TInvoicingTab) => `invoicing-panel-${key}`;

/** Where each key moves the selection, from index `i` of `n` tabs. */
const KEY_MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** WAI-ARIA tabs (one tab stop; arrows, Home and End move and select). */
export const InvoicingTabs = ({
  current,
  onSelect,
}: {
  current: TInvoicingTab;
  onSelect: (tab: TInvoicingTab) => void;
}) => {
  const buttons = useRef<Map<TInvoicingTab, HTMLButtonElement>>(new Map());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    const target = move ? INVOICING_TABS[move(index, INVOICING_TABS.length)] : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };
  return (
    <div role="tablist" aria-label="Invoicing" className="flex gap-1 border-b border-slate-200">
      {INVOICING_TABS.map(({ key, label }, index) => (
        <button
          key={key}
          ref={(el) => {
            if (el) buttons.current.set(key, el);
          }}
          type="button"
          role="tab"
          id={invoicingTabId(key)}
          aria-controls={invoicingPanelId(key)}
          aria-selected={key === current}
          tabIndex={key === current ? 0 : -1}
          onClick={() => onSelect(key)}
          onKeyDown={(e) => onKeyDown(e, index)}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
            key === current
              ? 'border-brand-700 text-brand-700'
              : 'border-transparent text-slate-600 hover:text-slate-900'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
};
