import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';

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

/** Which sides of a scrolling tab list hide more tabs. */
type TMore = 'none' | 'start' | 'end' | 'both';

/** A list that scrolls sideways: tighter on a phone (four tabs fit 390 px), no scrollbar for a finger. */
const SCROLLING =
  'gap-0 overflow-x-auto overscroll-x-contain sm:gap-1 pointer-coarse:[scrollbar-width:none]';

/** How wide the fade at a side that hides more is, in px; the selected tab clears it. */
const FADE = 32;
const MASKS: Record<TMore, string | undefined> = {
  none: undefined,
  end: `linear-gradient(to right, black calc(100% - ${FADE}px), transparent)`,
  start: `linear-gradient(to left, black calc(100% - ${FADE}px), transparent)`,
  both: `linear-gradient(to right, transparent, black ${FADE}px, black calc(100% - ${FADE}px), transparent)`,
};

const moreOf = (list: HTMLElement): TMore => {
  const overflow = list.scrollWidth - list.clientWidth;
  if (overflow <= 1) return 'none';
  const atStart = list.scrollLeft <= 1;
  const atEnd = list.scrollLeft >= overflow - 1;
  return atStart ? 'end' : atEnd ? 'start' : 'both';
};

/**
 * WAI-ARIA tabs: one tab stop (the selected tab); arrows, Home and End move the focus and
 * select. Each tab has the id `tabId(name, key)` and controls `panelId(name, key)`.
 * `scroll` lets a narrow screen scroll the list sideways (issue 36): every label stays whole,
 * the selected tab is scrolled into view, and a side that hides more tabs fades out
 * (`data-more` on the list's frame says which).
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
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<TMore>('none');
  const measure = useCallback(() => {
    if (scroll && list.current) setMore(moreOf(list.current));
  }, [scroll]);
  // The selected tab in view: only the list scrolls (never the page), past the fade.
  useLayoutEffect(() => {
    const el = list.current;
    const tab = buttons.current.get(current);
    if (!scroll || !el || !tab) return;
    const max = el.scrollWidth - el.clientWidth;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < el.scrollLeft + FADE) el.scrollLeft = Math.max(0, start - FADE);
    else if (end > el.scrollLeft + el.clientWidth - FADE)
      el.scrollLeft = Math.min(max, end - el.clientWidth + FADE);
    setMore(moreOf(el));
  }, [current, scroll]);
  useEffect(() => {
    const el = list.current;
    if (!scroll || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroll, measure]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    const target = move ? tabs[move(index, tabs.length)] : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };
  const mask = MASKS[more];
  return (
    <div data-more={scroll ? more : undefined} className="relative">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onScroll={scroll ? measure : undefined}
        style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
        className={`relative flex border-b border-slate-200 ${scroll ? SCROLLING : 'gap-1'}`}
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
            className={`-mb-px ${scroll ? 'shrink-0 whitespace-nowrap px-2.5 sm:px-4 ' : 'px-4 '}border-b-2 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
              key === current
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
};
