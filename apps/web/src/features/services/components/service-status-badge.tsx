import { clsx } from 'clsx';
import type { TService, TServiceStatus } from '@charterline/shared/schemas/services';
import { SERVICE_STATUS_LABELS, serviceStatusLabel } from '../service-texts';

const TONES: Record<TServiceStatus, string> = {
  ORDERED: 'bg-slate-100 text-slate-800 ring-slate-300',
  IN_PROGRESS: 'bg-sky-50 text-sky-900 ring-sky-200',
  WAITING_ON_CUSTOMER: 'bg-amber-50 text-amber-900 ring-amber-300',
  ACTIVE: 'bg-emerald-700 text-white ring-emerald-800',
  DELIVERED: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  CANCELLED: 'bg-slate-100 text-slate-600 ring-slate-200',
  REFUNDED: 'bg-violet-50 text-violet-900 ring-violet-200',
};

/**
 * A service's status in one word or two, coloured by what it asks of the customer; with
 * `service`, in the words for what it is ("Filed", "Turned off").
 */
export const ServiceStatusBadge = ({
  status,
  service,
}: {
  status: TServiceStatus;
  service?: Pick<TService, 'status' | 'productKey' | 'free'>;
}) => (
  <span
    className={clsx(
      'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
      TONES[status],
    )}
  >
    {service ? serviceStatusLabel(service) : SERVICE_STATUS_LABELS[status]}
  </span>
);
