import type { ReactNode } from 'react';

/** What a page shows when it has nothing yet: why, and the one thing to do next. */
export const EmptyState = ({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
}) => (
  <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
    <span className="rounded-2xl bg-brand-50 p-4 text-brand-700">{icon}</span>
    <h2 className="mt-5 text-lg font-semibold text-slate-900">{title}</h2>
    <p className="mt-2 max-w-md text-sm text-slate-600">{text}</p>
    {action ? <div className="mt-6">{action}</div> : null}
  </div>
);
