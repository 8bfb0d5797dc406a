import { useId, type ReactNode } from 'react';

/** One section of the Profile: a card with its heading, a region named by it. */
export const ProfileCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
};

/** Facts the customer gave us about an LLC formed elsewhere, until staff check them. */
export const ToBeVerified = () => (
  <span className="ml-2 inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
    To be verified
  </span>
);

/** A fact: its label above its value; `unverified` marks what staff have not confirmed. */
export const ProfileFact = ({
  label,
  children,
  unverified = false,
}: {
  label: string;
  children: ReactNode;
  unverified?: boolean;
}) => (
  <div className="min-w-0">
    <dt className="text-sm text-slate-500">
      {label}
      {unverified ? <ToBeVerified /> : null}
    </dt>
    <dd className="font-medium break-words text-slate-900">{children}</dd>
  </div>
);

export const FACT_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
