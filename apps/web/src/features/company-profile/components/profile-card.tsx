import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TChangeKind } from '@charterline/shared/schemas/company-changes';

/** "Change": opens that change's form on the Changes tab; `what` names it to screen readers. */
export const ChangeLink = ({ kind, what }: { kind: TChangeKind; what: string }) => (
  <Link
    to={`?tab=changes&change=${kind}`}
    className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
  >
    Change <span className="sr-only">{what}</span>
  </Link>
);

/** One section of the Profile: a card with its heading, a region named by it. */
export const ProfileCard = ({
  title,
  change,
  children,
}: {
  title: string;
  /** The change that edits the whole card (members, managers). */
  change?: TChangeKind;
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {title}
        </h2>
        {change ? <ChangeLink kind={change} what={title.toLowerCase()} /> : null}
      </div>
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

/**
 * A fact: its label above its value; `unverified` marks what staff have not confirmed,
 * `change` links to the change that edits it.
 */
export const ProfileFact = ({
  label,
  children,
  unverified = false,
  change,
}: {
  label: string;
  children: ReactNode;
  unverified?: boolean;
  change?: TChangeKind;
}) => (
  <div className="min-w-0">
    <dt className="text-sm text-slate-500">
      {label}
      {unverified ? <ToBeVerified /> : null}
    </dt>
    <dd className="font-medium break-words text-slate-900">{children}</dd>
    {change ? (
      <dd className="mt-1">
        <ChangeLink kind={change} what={label.toLowerCase()} />
      </dd>
    ) : null}
  </div>
);

export const FACT_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
