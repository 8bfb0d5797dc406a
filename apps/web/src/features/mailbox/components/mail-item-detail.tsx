import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDay } from '@charterline/shared/format';
import {
  MAIL_CATEGORY_LABELS,
  MAIL_FOLDER_LABELS,
  type TMailbox,
} from '@charterline/shared/schemas/mail';
import { Button } from '@/components/ui/button';
import { AskSupportLink } from '@/components/support/ask-support-link';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useMailItem } from '../api/get-mail-item';
import { usePatchMailItem } from '../api/patch-mail-item';
import { requestLine } from '../mail-texts';
import { MailActions } from './mail-actions';
import { MailBadges } from './mail-badges';
import { EnvelopeImage, ScanPreview } from './mail-scan';

const Fact = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div>
    <dt className="text-xs font-medium text-slate-500 uppercase">{term}</dt>
    <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
  </div>
);

/** One letter: envelope, scan, facts, the deadline it is about, its history and the actions. */
export const MailItemDetail = ({
  id,
  mailbox,
  onBack,
}: {
  id: string;
  mailbox: TMailbox | undefined;
  /** On a phone the detail replaces the list: "Back to mail". */
  onBack: (() => void) | null;
}) => {
  const item = useMailItem(id);
  const patch = usePatchMailItem({ silent: true });
  const marked = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = item.data?.readAt === null;
  useEffect(() => {
    // Opening a letter reads it, once per letter shown.
    if (!unread || marked.current === id) return;
    marked.current = id;
    patch.mutate({ id, body: { read: true } });
  }, [id, unread, patch]);
  useEffect(() => {
    if (onBack) heading.current?.focus();
  }, [id, onBack, item.isSuccess]);
  const back = onBack ? (
    <Button size="sm" variant="neutral" appearance="plain" onClick={onBack}>
      <ArrowLeft size={16} aria-hidden="true" />
      Back to mail
    </Button>
  ) : null;
  if (item.isPending)
    return (
      <div className="space-y-3">
        {back}
        <LoadingBlocks label="Loading the letter" heights={['h-8', 'h-40', 'h-24']} />
      </div>
    );
  if (item.isError)
    return (
      <div className="space-y-3">
        {back}
        <LoadFailed what="This letter could not be loaded." retry={() => void item.refetch()} />
      </div>
    );
  const letter = item.data;
  return (
    <article
      aria-labelledby="mail-detail-heading"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      {back}
      <header className="space-y-2">
        <h2
          id="mail-detail-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          Letter from {letter.sender}
        </h2>
        <MailBadges item={letter} />
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term="Received">{formatDay(letter.receivedOn)}</Fact>
        <Fact term="Category">{MAIL_CATEGORY_LABELS[letter.category]}</Fact>
        <Fact term="Pages">{letter.pages ?? 'Not counted yet'}</Fact>
        <Fact term="Folder">{MAIL_FOLDER_LABELS[letter.folder]}</Fact>
      </dl>
      {letter.obligation ? (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          About:{' '}
          <Link
            to={`/dashboard/compliance?obligation=${encodeURIComponent(letter.obligation.id)}`}
            className="font-semibold underline"
          >
            {letter.obligation.title}, due {formatDay(letter.obligation.dueDate)}
          </Link>
        </p>
      ) : null}
      <EnvelopeImage item={letter} />
      {letter.scanDocumentId && !letter.locked ? <ScanPreview item={letter} /> : null}
      <MailActions item={letter} mailbox={mailbox} />
      <AskSupportLink kind="mail_item" id={letter.id} />
      <section aria-labelledby="mail-history">
        <h3 id="mail-history" className="text-sm font-semibold text-slate-900">
          History
        </h3>
        {letter.requests.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Nothing asked yet.</p>
        ) : (
          <ol className="mt-1 space-y-1 text-sm text-slate-700">
            {letter.requests.map((r) => (
              <li key={r.id}>
                {requestLine(r)}
                {r.note ? <span className="block text-xs text-slate-500">“{r.note}”</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
};
