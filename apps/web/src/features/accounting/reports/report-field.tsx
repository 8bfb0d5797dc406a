import type { ReactElement } from 'react';

export const FIELD =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** A control with its label around it (its accessible name is the label). */
export const Field = ({ label, children }: { label: string; children: ReactElement }) => (
  <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
    {label}
    {children}
  </label>
);
