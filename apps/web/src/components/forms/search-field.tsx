import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

type TSearchFieldProps = {
  label: string;
  value: string;
  /** Shown in the empty box; the label unless told. */
  placeholder?: string;
  onChange: (value: string) => void;
  /**
   * Milliseconds of pause before the text (trimmed) is handed on: lists that keep their
   * search in the address get one entry per pause, not per key. Without: every key, as typed.
   */
  delay?: number;
  /** The label is the box's accessible name only (the list's heading says what it searches). */
  labelHidden?: boolean;
  /** The width from `sm` up (full width below). */
  className?: string;
};

/** The pause lists that keep their search in the address wait for: one entry per pause. */
export const SEARCH_PAUSE_MS = 300;

const BOX =
  'h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** A search box with its magnifier, typed into at once. */
export const SearchField = ({
  label,
  value,
  placeholder = label,
  onChange,
  delay,
  labelHidden = false,
  className = 'sm:w-64',
}: TSearchFieldProps) => {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (next: string) => {
    if (delay === undefined) return onChange(next);
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next.trim()), delay);
  };
  const box = (
    <div className={clsx('relative', labelHidden && ['w-full', className])}>
      <Search
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        aria-label={labelHidden ? label : undefined}
        value={delay === undefined ? value : text}
        placeholder={placeholder}
        onChange={(e) => type(e.target.value)}
        className={clsx(BOX, !labelHidden && className)}
      />
    </div>
  );
  if (labelHidden) return box;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-600">
        {label}
      </label>
      {box}
    </div>
  );
};
