import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isBackdated, type TInvoice } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import {
  actionOf,
  useInvoiceAction,
  type TInvoiceAction,
  type TInvoiceActionInput,
} from '../api/invoice-actions';
import { previewInvoicePdf } from '../api/invoice-files';
import { useDeleteInvoice } from '../api/invoices';
import { invoiceDetailPath } from '../invoicing-texts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BackdatedDialog } from './backdated-dialog';
import { CreditNoteDialog } from './credit-note-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';

type TDialog = 'payment' | 'credit' | 'finalize' | 'void' | 'uncollectible' | 'newLink' | 'delete';

/** What each action says once done, in plain words. */
const DONE: Record<TInvoiceAction, (invoice: TInvoice) => string> = {
  finalize: (i) => `Invoice ${i.number ?? ''} is finalised.`,
  send: (i) => `Invoice ${i.number ?? ''} sent to ${i.customer.email}.`,
  void: (i) => `Invoice ${i.number ?? ''} is void.`,
  uncollectible: (i) => `Invoice ${i.number ?? ''} is marked as uncollectible.`,
  duplicate: () => 'A copy is ready as a new draft.',
  newLink: () => 'A new link is ready. The old link no longer works.',
  revokeLink: () => 'The link no longer works.',
};

const CONFIRMS: Partial<
  Record<
    TDialog,
    { action: TInvoiceAction; title: string; text: string; confirm: string; danger?: boolean }
  >
> = {
  finalize: {
    action: 'finalize',
    title: 'Finalise this invoice?',
    text: 'It gets its number and can no longer be edited: corrections are made with a credit note.',
    confirm: 'Finalise',
  },
  void: {
    action: 'void',
    title: 'Void this invoice?',
    text: 'It stays in your records as void and can no longer be paid. This cannot be undone.',
    confirm: 'Void invoice',
    danger: true,
  },
  uncollectible: {
    action: 'uncollectible',
    title: 'Mark as uncollectible?',
    text: 'You do not expect to be paid: it leaves your outstanding totals and can no longer be paid.',
    confirm: 'Mark uncollectible',
    danger: true,
  },
  newLink: {
    action: 'newLink',
    title: 'Make a new link?',
    text: 'The link you sent stops working; share the new one instead.',
    confirm: 'Make a new link',
  },
};

const copyLink = (url: string) =>
  void navigator.clipboard
    .writeText(url)
    .then(() => toast.success('Link copied.'))
    .catch(() => toast.error('The link could not be copied. Select it and copy it.'));

const LINK_CLASS =
  'inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The actions an invoice's stored status allows, each asking first when it cannot be undone. */
export const InvoiceActions = ({ invoice }: { invoice: TInvoice }) => {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  /** Finalise or send of a draft dated before today: which date it keeps is asked first. */
  const [datesFor, setDatesFor] = useState<'finalize' | 'send' | null>(null);
  const action = useInvoiceAction(invoice.id);
  const remove = useDeleteInvoice(invoice.id);
  const run = (input: TInvoiceActionInput) => {
    const name = actionOf(input)!;
    action.mutate(input, {
      onSuccess: (result) => {
        toast.success(DONE[name](result));
        setDialog(null);
        setDatesFor(null);
        if (name === 'duplicate') void navigate(invoiceDetailPath(result.id));
      },
      onError: (failure) => {
        // The server's day turned before the page's: ask as the page would have.
        const backdated =
          failure instanceof ApiError && failure.errors[0]?.code === 'INVOICE_BACKDATED';
        if (backdated && (name === 'finalize' || name === 'send')) {
          setDialog(null);
          setDatesFor(name);
        }
      },
    });
  };
  const busy = (name: TInvoiceAction) => action.isPending && actionOf(action.variables) === name;
  // The API's rule (the earliest day still current somewhere).
  const backdated = invoice.status === 'draft' && isBackdated(invoice.issueDate, new Date());
  const button = (
    label: string,
    onClick: () => void,
    options: { primary?: boolean; pending?: boolean } = {},
  ) => (
    <Button
      key={label}
      variant={options.primary ? 'primary' : 'neutral'}
      appearance={options.primary ? 'filled' : 'outlined'}
      loading={options.pending}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  const pdf = (label: string) => button(label, () => void previewInvoicePdf(invoice.id));
  const duplicate = button('Duplicate', () => run('duplicate'), { pending: busy('duplicate') });
  const credit = button('Credit note', () => setDialog('credit'));
  const url = invoice.publicUrl;
  const buttons = () => {
    switch (invoice.status) {
      case 'draft':
        return [
          <Link key="edit" to={`${invoiceDetailPath(invoice.id)}/edit`} className={LINK_CLASS}>
            Edit
          </Link>,
          pdf('Preview PDF'),
          button('Finalise', () => (backdated ? setDatesFor('finalize') : setDialog('finalize'))),
          button('Send', () => (backdated ? setDatesFor('send') : run('send')), {
            pending: busy('send'),
          }),
          <Button
            key="delete"
            variant="danger"
            appearance="plain"
            onClick={() => setDialog('delete')}
          >
            Delete
          </Button>,
        ];
      case 'open':
        return [
          button('Record payment', () => setDialog('payment'), { primary: true }),
          button('Send again', () => run('send'), { pending: busy('send') }),
          url ? button('Copy link', () => copyLink(url)) : null,
          pdf('Preview PDF'),
          credit,
          duplicate,
          button('New link', () => setDialog('newLink')),
          button('Mark uncollectible', () => setDialog('uncollectible')),
          <Button key="void" variant="danger" appearance="plain" onClick={() => setDialog('void')}>
            Void
          </Button>,
        ];
      case 'paid':
        return [pdf('Download PDF'), duplicate, credit];
      case 'void':
      case 'uncollectible':
        return [pdf('Download PDF'), duplicate];
    }
  };
  const confirm = dialog ? CONFIRMS[dialog] : undefined;
  return (
    <>
      <div className="flex flex-wrap gap-2">{buttons()}</div>
      {datesFor ? (
        <BackdatedDialog
          invoice={invoice}
          action={datesFor}
          pending={busy(datesFor)}
          onChoose={(dates) => run({ action: datesFor, dates })}
          onClose={() => setDatesFor(null)}
        />
      ) : null}
      {dialog === 'payment' ? (
        <RecordPaymentDialog invoice={invoice} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'credit' ? (
        <CreditNoteDialog invoice={invoice} onClose={() => setDialog(null)} />
      ) : null}
      {confirm ? (
        <ConfirmDialog
          {...confirm}
          pending={busy(confirm.action)}
          onConfirm={() => run(confirm.action)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title="Delete this draft?"
          text="It has no number yet: it is gone for good."
          confirm="Delete draft"
          danger
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success('The draft is deleted.');
                void navigate('/dashboard/invoicing');
              },
            })
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
};
