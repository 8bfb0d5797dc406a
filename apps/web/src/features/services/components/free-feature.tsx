import { Gift } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SERVICE_PAGES, type TService } from '@charterline/shared/schemas/services';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useTurnOffFeature } from '../api/turn-off-feature';
import { FREE_FEATURE_TEXT, TURN_OFF_WORDS, TURN_ON_PAGES } from '../service-texts';

const linkClass =
  'rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A free feature where a paid service shows its renewal (issue 36 item 8): it is not a
 * subscription, so no "Renews on … for $0.00 · Cancel renewal". While on: "Turn off" (one
 * confirmation saying what stops); once off: the way to turn it on again (where it is turned
 * on: card payments in Invoicing's settings; else its offer).
 */
export const FreeFeature = ({ service }: { service: TService }) => {
  const [confirming, setConfirming] = useState(false);
  const turnOff = useTurnOffFeature(service.id);
  const on = service.status === 'ACTIVE';
  const off = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(`${service.name} is off.`);
      },
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Gift size={16} className="shrink-0" aria-hidden="true" />
        {FREE_FEATURE_TEXT}
      </p>
      {on ? (
        <Button
          size="sm"
          appearance="outlined"
          variant="neutral"
          aria-label={`Turn off ${service.name}`}
          onClick={() => setConfirming(true)}
        >
          Turn off
        </Button>
      ) : null}
      {service.status === 'CANCELLED' ? (
        <Link
          to={TURN_ON_PAGES[service.productKey] ?? SERVICE_PAGES.offer(service.productKey)}
          className={linkClass}
        >
          Turn it on again
        </Link>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Turn off ${service.name}?`}
        description={`${TURN_OFF_WORDS[service.productKey] ?? 'It stops now.'} Nothing was charged for it, and you can turn it on again at any time.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button appearance="outlined" variant="neutral" onClick={() => setConfirming(false)}>
            Keep it on
          </Button>
          <Button variant="danger" loading={turnOff.isPending} onClick={off}>
            Turn off
          </Button>
        </div>
      </Dialog>
    </div>
  );
};
