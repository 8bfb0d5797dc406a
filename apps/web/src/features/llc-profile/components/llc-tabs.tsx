import { useRef, type KeyboardEvent } from 'react';

export const LLC_TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'documents', label: 'Documents' },
  { key: 'sharing', label: 'Sharing' },
  { key: 'changes', label: 'Changes' },
] as const;
export type TLlcTab = (typeof LLC_TABS)[number]['key'];

export const tabOf = (value: string | null): TLlcTab =>
  LLC_TABS.find((t) => t.key === value)?.key ?? 'profile';

export const tabId = (key: TLlcTab) => `llc-tab-${key}`;
export const panelId = (key: TLlcTab) => `llc-panel-${key}`;

/** WAI-ARIA tabs: one tab stop, arrows move and select, Home and End jump. */
export const LlcTabs = ({
  current,
  onSelect,
}: {
  current: TLlcTab;
  onSelect: (t: TLlcTab) => void;
}) => {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = LLC_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % LLC_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % LLC_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = LLC_TABS[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="LLC Management"
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {LLC_TABS.map((tab, index) => {
        const selected = tab.key === current;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={selected}
            aria-controls={panelId(tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, index)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
              selected
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
};
