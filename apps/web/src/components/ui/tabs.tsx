import { useRef, type KeyboardEvent } from 'react';

/** One tab of a tab list: its key (in the URL, the ids) and what it reads. */
export type TTab<K extends string> = { readonly key: K; readonly label: string };

/** The id of tab `key` in the tab list named `name` (its panel's aria-labelledby). */
export const tabId = (name: string, key: string) => `${name}-tab-${key}`;
/** The id of the panel of tab `key` in the tab list named `name` (the tab's aria-controls). */
export const panelId = (name: string, key: string) => `${name}-panel-${key}`;

/** The tab `value` names, or the first one when it names none. */
export const tabOf = <K extends string>(
  tabs: readonly [TTab<K>, ...TTab<K>[]],
  value: string | null,
): K => (tabs.find((t) => t.key === value) ?? tabs[0]).key;

/** Where each key moves the selection, from index `i` of `n` tabs. */
const KEY_MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs: one tab stop (the selected tab); arrows, Home and End move the focus and
 * select. Each tab has the id `tabId(name, key)` and controls `panelId(name, key)`.
 * `scroll` lets a narrow screen scroll the list sideways.
 */
export const Tabs = <K extends string>({
  name,
  label,
  tabs,
  current,
  onSelect,
  scroll = true,
}: {
  name: string;
  label: string;
  tabs: readonly TTab<K>[];
  current: K;
  onSelect: (tab: K) => void;
  scroll?: boolean;
}) => {
  const buttons = useRef<Map<K, HTMLButtonElement>>(new Map());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    const target = move ? tabs[move(index, tabs.length)] : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`flex gap-1 ${scroll ? 'overflow-x-auto ' : ''}border-b border-slate-200`}
    >
      {tabs.map(({ key, label: text }, index) => (
        <button
          key={key}
          ref={(el) => {
            if (el) buttons.current.set(key, el);
          }}
          type="button"
          role="tab"
          id={tabId(name, key)}
          aria-controls={panelId(name, key)}
          aria-selected={key === current}
          tabIndex={key === current ? 0 : -1}
          onClick={() => onSelect(key)}
          onKeyDown={(e) => onKeyDown(e, index)}
          className={`-mb-px ${scroll ? 'shrink-0 ' : ''}border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
            key === current
              ? 'border-brand-700 text-brand-700'
              : 'border-transparent text-slate-600 hover:text-slate-900'
          }`}
        >
          {text}
        </button>
      ))}
    </div>
  );
};
