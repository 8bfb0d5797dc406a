import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** "Search tickets": typed into at once, put in the address after a pause. */
export const TicketSearch = ({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string) => void;
}) => {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="relative min-w-0 flex-1">
      <Search
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label="Search tickets"
        placeholder="Subject or ticket number"
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next.trim()), 300);
        }}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm"
      />
    </div>
  );
};
