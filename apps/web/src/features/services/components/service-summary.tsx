import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TService } from '@charterline/shared/schemas/services';
import { renewalState, renewalText } from '../service-texts';
import { FreeFeature } from './free-feature';
import { RenewalActions } from './renewal-actions';
import { ServiceStatusBadge } from './service-status-badge';
import { WaitingOnNotice } from './waiting-on-notice';

const RENEWAL_TONE = {
  renews: 'text-slate-700',
  cancelled: 'text-slate-700',
  'past-due': 'text-red-700',
  lapsed: 'text-red-700',
  ended: 'text-slate-500',
} as const;

/**
 * One service in a list: its name (the title slot, a link on the list page), status,
 * the bundle that includes it, what waits on the customer, its renewal and the actions (a
 * free feature: that it is free, and turning it off).
 */
export const ServiceSummary = ({ service, title }: { service: TService; title: ReactNode }) => {
  const { subscription } = service;
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{title}</h2>
          {service.includedIn ? (
            <p className="text-sm text-slate-500">Included in {service.includedIn}</p>
          ) : null}
        </div>
        <ServiceStatusBadge status={service.status} service={service} />
      </div>
      <WaitingOnNotice service={service} />
      {service.free ? <FreeFeature service={service} /> : null}
      {subscription ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className={`flex items-center gap-2 text-sm ${RENEWAL_TONE[renewalState(subscription)]}`}
          >
            <CalendarClock size={16} className="shrink-0" aria-hidden="true" />
            {renewalText(subscription)}
          </p>
          <div className="flex flex-wrap gap-2">
            <RenewalActions service={{ ...service, subscription }} />
          </div>
        </div>
      ) : null}
    </article>
  );
};
