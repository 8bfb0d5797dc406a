import { useState } from 'react';
import { Link } from 'react-router';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAnswerPastFilings } from '../api/past-filings';
import { useResolveObligation } from '../api/resolve-obligation';
import { isOpen, RESOLVED_STATUSES } from '../compliance-texts';
import { FiledMyselfDialog } from './filed-myself-dialog';
import { NotApplicableDialog } from './not-applicable-dialog';

const LINK =
  'inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * A brought LLC's past filing (decision 0185): was it filed? "Not filed" makes it overdue
 * (then "File it for me"); we can file it for them at once as well.
 */
const PastAnswerActions = ({ obligation: o }: { obligation: TObligation }) => {
  const answer = useAnswerPastFilings();
  const say = (value: 'filed' | 'not_filed') =>
    answer.mutate(
      { answers: [{ obligationId: o.id, answer: value }] },
      {
        onSuccess: () =>
          toast.success(
            value === 'filed'
              ? `${o.title} ${o.period} is in the past, filed.`
              : `${o.title} ${o.period} is overdue: file it as soon as you can.`,
          ),
      },
    );
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button
        appearance="outlined"
        loading={answer.isPending && answer.variables?.answers[0]?.answer === 'filed'}
        disabled={answer.isPending}
        onClick={() => say('filed')}
      >
        It was filed
      </Button>
      <Button
        appearance="outlined"
        variant="secondary"
        loading={answer.isPending && answer.variables?.answers[0]?.answer === 'not_filed'}
        disabled={answer.isPending}
        onClick={() => say('not_filed')}
      >
        It was not filed
      </Button>
      {o.fileForMe ? (
        <Link
          to={`/dashboard/billing/offer/${encodeURIComponent(o.fileForMe.productKey)}`}
          className={LINK}
        >
          File it for me
        </Link>
      ) : null}
    </div>
  );
};

/**
 * What the customer can do: have it filed (buys the product; then "We are filing it"), say
 * they filed it or that it does not apply, or undo what they said.
 */
export const ObligationActions = ({ obligation: o }: { obligation: TObligation }) => {
  const [dialog, setDialog] = useState<'filed' | 'not-applicable' | null>(null);
  const resolve = useResolveObligation(o.id);
  const serviceId = o.fileForMe?.serviceId ?? null;
  const reopen = () =>
    resolve.mutate(
      { action: 'reopen' },
      {
        onSuccess: (r) => toast.success(`${r.title} is open again.`),
        onError: () => toast.error(`${o.title} could not be reopened. Please try again.`),
      },
    );
  if (serviceId && !RESOLVED_STATUSES.includes(o.status)) {
    return (
      <p className="text-sm text-slate-700">
        We are filing it.{' '}
        <Link
          to={`/dashboard/services/${encodeURIComponent(serviceId)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Follow the service
        </Link>
      </p>
    );
  }
  if (RESOLVED_STATUSES.includes(o.status)) {
    // Filed through our service: the customer did not say it, so there is nothing to undo.
    if (serviceId) return null;
    return (
      <Button appearance="outlined" variant="neutral" loading={resolve.isPending} onClick={reopen}>
        Undo
      </Button>
    );
  }
  if (o.status === 'to_confirm') return <PastAnswerActions obligation={o} />;
  if (!isOpen(o)) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {o.fileForMe ? (
        <Link
          to={`/dashboard/billing/offer/${encodeURIComponent(o.fileForMe.productKey)}`}
          className={LINK}
        >
          File it for me
        </Link>
      ) : null}
      <Button appearance="outlined" onClick={() => setDialog('filed')}>
        I filed it myself
      </Button>
      <Button appearance="plain" variant="neutral" onClick={() => setDialog('not-applicable')}>
        Not applicable
      </Button>
      {dialog === 'filed' ? (
        <FiledMyselfDialog obligation={o} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'not-applicable' ? (
        <NotApplicableDialog obligation={o} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
};
