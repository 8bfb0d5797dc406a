import { useRef, type KeyboardEvent } from 'react';

export const ACCOUNTING_TABS = [
  { key: 'transactions', label: 'Transactions' },
  { key: 'accounts', label: 'Accounts' },
  { key: 'reports', label: 'Reports' },
  { key: 'rules', label: 'Rules' },
] as const;
export type TAccountingTab = (typeof ACCOUNTING_TABS)[number]['key'];

export const accountingTabOf = (value: string | null): TAccountingTab =>
  ACCOUNTING_TABS.find((t) => t.key === value)?.key ?? 'transactions';

export const accountingTabId = (key: TAccountingTab) => `accounting-tab-${key}`;
export const accountingPanelId = (key: TAccountingTab) => `accounting-panel-${key}`;

/** Where each key moves the selection, from index `i` of `n` tabs. */
const KEY_MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** WAI-ARIA tabs (one tab stop; arrows, Home and End move and select), as LLC Management's. */
export const AccountingTabs = ({
  current,
  onSelect,
}: {
  current: TAccountingTab;
  onSelect: (tab: TAccountingTab) => void;
}) => {
  const buttons = useRef<Map<TAccountingTab, HTMLButtonElement>>(new Map());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    const target = move ? ACCOUNTING_TABS[move(index, ACCOUNTING_TABS.length)] : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Accounting"
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {ACCOUNTING_TABS.map(({ key, label }, index) => (
        <button
          key={key}
          ref={(el) => {
            if (el) buttons.current.set(key, el);
          }}
          type="button"
          role="tab"
          id={accountingTabId(key)}
          aria-controls={accountingPanelId(key)}
          aria-selected={key === current}
          tabIndex={key === current ? 0 : -1}
          onClick={() => onSelect(key)}
          onKeyDown={(e) => onKeyDown(e, index)}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
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
