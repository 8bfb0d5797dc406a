import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { TService } from '@charterline/shared/schemas/services';

/** What the customer must do, when the service waits on them (else nothing). */
export const WaitingOnNotice = ({
  service,
  large = false,
}: {
  service: Pick<TService, 'status' | 'waitingOn'>;
  large?: boolean;
}) =>
  service.status === 'WAITING_ON_CUSTOMER' && service.waitingOn ? (
    <p
      className={clsx(
        'flex gap-2 bg-amber-50 text-amber-900',
        large ? 'rounded-2xl p-4 ring-1 ring-amber-200' : 'rounded-lg p-3 text-sm',
      )}
    >
      <CircleAlert size={large ? 20 : 18} className="shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">Waiting on you: </span>
        {service.waitingOn}
      </span>
    </p>
  ) : null;
