import { CheckCircle2, ListChecks, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TBooksOverview } from '@charterline/shared/schemas/accounting';
import { formatBooksMonth } from './books-date';

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** What "Add bookkeeping" needs from the page: the price and the checkout (billing's). */
export type TBookkeepingOffer = { price: string | null; checkout: ReactNode };

const BookkeepingCard = ({
  bookkeeping,
  offer,
}: {
  bookkeeping: TBooksOverview['bookkeeping'];
  offer: TBookkeepingOffer;
}) => {
  if (bookkeeping.active)
    return (
      <section aria-labelledby="bookkeeping-heading" className={CARD}>
        <h2
          id="bookkeeping-heading"
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          <CheckCircle2 size={18} className="text-emerald-600" aria-hidden="true" />
          Our bookkeepers keep your books
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {bookkeeping.closedThrough
            ? `Books closed through ${formatBooksMonth(bookkeeping.closedThrough)}`
            : 'First month not closed yet'}
        </p>
      </section>
    );
  return (
    <section
      aria-labelledby="bookkeeping-heading"
      className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}
    >
      <div>
        <h2 id="bookkeeping-heading" className="font-semibold text-slate-900">
          Prefer we keep your books?
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Our bookkeepers categorise every transaction and close each month for you
          {offer.price ? ` — ${offer.price}.` : '.'}
        </p>
      </div>
      <div className="shrink-0">{offer.checkout}</div>
    </section>
  );
};

/**
 * What is left to categorise: nothing to do is said only when there is something in the books
 * (an empty book is not "up to date": it is waiting for its first statement).
 */
const ToCategorise = ({ overview }: { overview: TBooksOverview }) => {
  if (overview.transactionCount === 0)
    return (
      <section aria-labelledby="to-categorise-heading" className={CARD}>
        <h2
          id="to-categorise-heading"
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          <Upload size={18} className="text-brand-700" aria-hidden="true" />
          Nothing in your books yet
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Import a bank statement: your transactions, and the reports made from them, start there.
          Invoice payments you record come in by themselves.
        </p>
        <Link
          to="/dashboard/accounting/import"
          className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Import a bank statement
        </Link>
      </section>
    );
  return (
    <section aria-labelledby="to-categorise-heading" className={CARD}>
      <h2
        id="to-categorise-heading"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <ListChecks size={18} className="text-brand-700" aria-hidden="true" />
        {overview.uncategorised === 0
          ? 'Every transaction is categorised'
          : `${overview.uncategorised.toLocaleString('en-US')} transaction${overview.uncategorised === 1 ? '' : 's'} to categorise`}
      </h2>
      {overview.uncategorised > 0 ? (
        <Link
          to="/dashboard/accounting?tab=transactions&uncategorised=true"
          className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Categorise them
        </Link>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Your reports are up to date.</p>
      )}
    </section>
  );
};

/** Above the tabs: what is left to categorise, and who keeps the books. */
export const BooksOverview = ({
  overview,
  bookkeepingOffer,
}: {
  overview: TBooksOverview;
  bookkeepingOffer: TBookkeepingOffer;
}) => (
  <div className="grid gap-4 md:grid-cols-2">
    <ToCategorise overview={overview} />
    <BookkeepingCard bookkeeping={overview.bookkeeping} offer={bookkeepingOffer} />
  </div>
);
