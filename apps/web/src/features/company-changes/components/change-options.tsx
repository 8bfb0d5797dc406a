import { useId } from 'react';
import { Link } from 'react-router';
import {
  LIFECYCLE_CHANGE_KINDS,
  type TChangeOption,
} from '@charterline/shared/schemas/company-changes';
import { CHANGE_GROUPS } from '../change-texts';
import { ChangeQuote } from './change-quote';

/** One kind of change: what it is, what it costs, and Change (or why it is not offered). */
const OptionCard = ({ option, href }: { option: TChangeOption; href: string }) => {
  const reasonId = useId();
  // "Close the company" says what it does; the others change a fact.
  const action = (LIFECYCLE_CHANGE_KINDS as readonly string[]).includes(option.kind)
    ? option.label
    : `Change ${option.label.toLowerCase()}`;
  const unavailable = option.unavailableReason;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h4 className="font-semibold text-slate-900">{option.label}</h4>
        <p className="mt-1 text-sm text-slate-600">{option.explanation}</p>
      </div>
      <ChangeQuote option={option} />
      <div className="mt-auto">
        {unavailable ? (
          <>
            <button
              type="button"
              disabled
              aria-describedby={reasonId}
              className="w-full cursor-not-allowed rounded-lg bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-400 sm:w-auto"
            >
              {action}
            </button>
            <p id={reasonId} className="mt-2 text-sm text-slate-600">
              {unavailable}
            </p>
          </>
        ) : (
          <Link
            to={href}
            className="inline-flex w-full justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
          >
            {action}
          </Link>
        )}
      </div>
    </li>
  );
};

/** The options in their groups; `hrefOf` is the address that opens a kind's form. */
export const ChangeOptions = ({
  options,
  hrefOf,
}: {
  options: TChangeOption[];
  hrefOf: (option: TChangeOption) => string;
}) => (
  <div className="space-y-6">
    {CHANGE_GROUPS.map((group) => {
      const inGroup = options.filter((o) => group.holds(o));
      if (inGroup.length === 0) return null;
      return (
        <section key={group.title} aria-label={group.title}>
          <h3 className="font-semibold text-slate-900">{group.title}</h3>
          {group.text ? <p className="mt-1 text-sm text-slate-600">{group.text}</p> : null}
          <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {inGroup.map((o) => (
              <OptionCard key={o.kind} option={o} href={hrefOf(o)} />
            ))}
          </ul>
        </section>
      );
    })}
  </div>
);
