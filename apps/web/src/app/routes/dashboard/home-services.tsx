import { ArrowRight, CalendarClock, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@charterline/shared/format';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import { useServices } from '@/features/services/api/get-services';
import { upcomingRenewals } from '@/features/services/service-texts';

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1';
const linkClass =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

const AllServicesLink = () => (
  <Link to={SERVICE_PAGES.list} className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
    All your services <ArrowRight size={14} aria-hidden="true" />
  </Link>
);

/**
 * Home's part of "Your services" (issue 18 §2): what waits on the customer and the renewals
 * of the next 30 days, each hidden when empty; else one line leading to the services.
 */
export const HomeServices = () => {
  const services = useServices({ silent: true });
  const list = services.data ?? [];
  const waiting = list.filter((s) => s.status === 'WAITING_ON_CUSTOMER');
  const renewals = upcomingRenewals(list, new Date());
  if (list.length === 0) return null;
  if (waiting.length === 0 && renewals.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {list.length === 1 ? 'One service' : `${list.length} services`}, and nothing waits on you.{' '}
        <AllServicesLink />
      </p>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {waiting.length > 0 ? (
        <section aria-labelledby="waiting-on-you" className={`${cardClass} ring-amber-300`}>
          <h2
            id="waiting-on-you"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <CircleAlert size={20} className="text-amber-700" aria-hidden="true" /> Waiting on you
          </h2>
          <ul className="mt-4 space-y-3">
            {waiting.map((s) => (
              <li key={s.id} className="text-sm">
                <Link to={SERVICE_PAGES.one(s.id)} className={linkClass}>
                  {s.name}
                </Link>
                <p className="text-slate-700">{s.waitingOn ?? 'We need something from you.'}</p>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <AllServicesLink />
          </div>
        </section>
      ) : null}
      {renewals.length > 0 ? (
        <section aria-labelledby="upcoming-renewals" className={`${cardClass} ring-slate-200`}>
          <h2
            id="upcoming-renewals"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <CalendarClock size={20} className="text-brand-700" aria-hidden="true" /> Renewing in
            the next 30 days
          </h2>
          <ul className="mt-4 space-y-3">
            {renewals.map((s) => (
              <li key={s.id} className="flex flex-wrap justify-between gap-x-3 text-sm">
                <Link to={SERVICE_PAGES.one(s.id)} className={linkClass}>
                  {s.name}
                </Link>
                <span className="text-slate-700">
                  {formatDate(s.subscription.termEndsAt)} ·{' '}
                  {formatMoney(s.subscription.renewalAmount)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            You can cancel any renewal on its page, in one click. <AllServicesLink />
          </p>
        </section>
      ) : null}
    </div>
  );
};
