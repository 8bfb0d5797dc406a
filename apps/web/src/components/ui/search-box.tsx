import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';

/**
 * A search field typed into at once whose text is handed on (trimmed) after a 300 ms pause:
 * lists that keep their search in the address get one entry per pause, not per key.
 */
export const SearchBox = ({
  label,
  placeholder = label,
  value,
  onSearch,
  className = 'sm:w-72',
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
  /** The width from `sm` up (full width below). */
  className?: string;
}) => {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onSearch(next.trim()), 300);
      }}
      className={clsx(
        'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
        className,
      )}
    />
  );
};
