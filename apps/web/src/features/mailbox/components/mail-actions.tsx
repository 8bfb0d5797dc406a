import { useState } from 'react';
import {
  MAIL_ACTION_LABELS,
  MAIL_REQUEST_METADATA_KEY,
  type TMailAction,
  type TMailbox,
  type TMailItemDetail,
  type TMailRequestResult,
} from '@charterline/shared/schemas/mail';
import { formatMoney } from '@charterline/shared/format';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useCancelMailRequest } from '../api/cancel-mail-request';
import { useCreateMailRequest } from '../api/create-mail-request';
import { usePatchMailItem } from '../api/patch-mail-item';
import {
  CHECKOUT_ITEMS,
  FINAL_ACTIONS,
  finalRequestOf,
  goneText,
  openRequestText,
} from '../mail-texts';
import { ForwardDialog } from './forward-dialog';
import { PayMailRequest, type TMailCheckout } from './pay-mail-request';

const CONFIRM: Partial<Record<TMailAction, { title: string; text: string }>> = {
  shred: {
    title: 'Shred this letter?',
    text: 'We shred the paper letter. The envelope image and any scan stay here. This cannot be undone.',
  },
  recycle: {
    title: 'Recycle this letter?',
    text: 'We recycle the paper letter (use Shred for anything with personal or financial details). This cannot be undone.',
  },
};

const DONE: Record<TMailAction, string> = {
  open_scan: 'Asked: we will open and scan it',
  forward: 'Asked: we will forward it',
  shred: 'Asked: we will shred it',
  recycle: 'Asked: we will recycle it',
  hold: 'Asked: we will hold it for pickup',
  unlock: 'Unlock asked',
};

/** What a letter can have done to it now, and the request it is waiting on. */
export const MailActions = ({
  item,
  mailbox,
}: {
  item: TMailItemDetail;
  mailbox: TMailbox | undefined;
}) => {
  const ask = useCreateMailRequest();
  const cancel = useCancelMailRequest();
  const patch = usePatchMailItem();
  const [confirming, setConfirming] = useState<TMailAction | null>(null);
  const [forwarding, setForwarding] = useState(false);
  const [fresh, setFresh] = useState<{ requestId: string; checkout: TMailCheckout } | null>(null);
  const done = (action: TMailAction, result: TMailRequestResult) => {
    setConfirming(null);
    setForwarding(false);
    const request = result.item.openRequest;
    if (result.checkout && request) setFresh({ requestId: request.id, checkout: result.checkout });
    else toast.success(DONE[action], { subject: `letter:${item.id}` });
  };
  const request = (action: TMailAction) =>
    ask.mutate({ id: item.id, body: { action } }, { onSuccess: (r) => done(action, r) });
  const press = (action: TMailAction) => {
    if (action === 'forward') return setForwarding(true);
    if (CONFIRM[action]) return setConfirming(action);
    request(action);
  };
  const open = item.openRequest;
  const checkoutOf = (): TMailCheckout | null => {
    if (!open || open.status !== 'awaiting_payment') return null;
    if (fresh?.requestId === open.id) return fresh.checkout;
    const product = CHECKOUT_ITEMS[open.action];
    return product
      ? { items: [product], metadata: { [MAIL_REQUEST_METADATA_KEY]: open.id } }
      : null;
  };
  const checkout = checkoutOf();
  // A letter forwarded, shredded or recycled is gone; one on its way there offers nothing
  // else meanwhile (its request can be cancelled): it says what happened instead.
  const gone = finalRequestOf(item.requests);
  const leaving = open !== null && FINAL_ACTIONS.includes(open.action);
  const actions: TMailAction[] =
    gone || leaving
      ? []
      : item.locked
        ? ['unlock']
        : [
            ...(item.scanDocumentId ? [] : (['open_scan'] as const)),
            'forward',
            'shred',
            'recycle',
            'hold',
          ];
  const archived = item.folder === 'archived';
  const setRead = (read: boolean) =>
    patch.mutate(
      { id: item.id, body: { read } },
      {
        onSuccess: () =>
          toast.success(read ? 'Marked read' : 'Marked unread', {
            subject: `letter-read:${item.id}`,
          }),
      },
    );
  return (
    <div className="space-y-3">
      {open ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex-1">{openRequestText(open)}</p>
          {checkout ? (
            <PayMailRequest
              request={open}
              checkout={checkout}
              autoOpen={fresh?.requestId === open.id}
              onOpened={() => setFresh(null)}
            />
          ) : null}
          {open.status === 'awaiting_payment' || open.status === 'requested' ? (
            <Button
              size="sm"
              variant="neutral"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { id: item.id, requestId: open.id },
                  {
                    onSuccess: () =>
                      toast.success('Request cancelled', { subject: `letter:${item.id}` }),
                  },
                )
              }
            >
              Cancel request
            </Button>
          ) : null}
        </div>
      ) : null}
      {gone ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{goneText(gone)}</p>
      ) : null}
      {item.locked && !gone ? (
        <p className="text-sm text-slate-700">
          This letter arrived while your mailing address was not active. Unlock it (
          {formatMoney(mailbox?.prices.unlock ?? 0)}) to see the scan and act on it.
        </p>
      ) : null}
      <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={
              action === 'shred'
                ? 'danger'
                : action === 'forward' || action === 'unlock'
                  ? 'primary'
                  : 'neutral'
            }
            appearance={action === 'shred' ? 'outlined' : 'filled'}
            disabled={open !== null || ask.isPending}
            onClick={() => press(action)}
          >
            {MAIL_ACTION_LABELS[action]}
          </Button>
        ))}
        <Button
          size="sm"
          variant="neutral"
          appearance="outlined"
          loading={patch.isPending && patch.variables.body.archived !== undefined}
          onClick={() =>
            patch.mutate(
              { id: item.id, body: { archived: !archived } },
              {
                onSuccess: () =>
                  toast.success(archived ? 'Moved back' : 'Archived', {
                    subject: `letter-folder:${item.id}`,
                  }),
              },
            )
          }
        >
          {archived ? 'Move to inbox' : 'Archive'}
        </Button>
        <Button size="sm" variant="neutral" appearance="outlined" onClick={() => setRead(false)}>
          Mark unread
        </Button>
      </div>
      {confirming && CONFIRM[confirming] ? (
        <ConfirmDialog
          title={CONFIRM[confirming].title}
          text={CONFIRM[confirming].text}
          confirm={MAIL_ACTION_LABELS[confirming]}
          danger
          pending={ask.isPending}
          onConfirm={() => request(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {forwarding ? (
        <ForwardDialog
          item={item}
          unlimited={mailbox?.unlimitedForwarding ?? false}
          price={mailbox?.prices.forwarding ?? 0}
          onClose={() => setForwarding(false)}
          onDone={(result) => done('forward', result)}
        />
      ) : null}
    </div>
  );
};
