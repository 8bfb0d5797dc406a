import { AlertTriangle, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@charterline/shared/format';
import type { TObligation } from '@charterline/shared/schemas/compliance';
import { Dialog } from '@/components/ui/dialog';
import { AskSupportLink } from '@/components/support/ask-support-link';
import {
  dissolutionText,
  feeText,
  FILED_BEFORE_JOINING_TEXT,
  lastVerifiedText,
  movedText,
  overdueText,
  windowText,
} from '../compliance-texts';
import { ObligationActions } from './obligation-actions';
import { ObligationStatusBadge } from './obligation-status-badge';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
    <dd className="mt-0.5 text-sm text-slate-800">{children}</dd>
  </div>
);

const SiteLink = ({ o }: { o: TObligation }) =>
  o.officialUrl ? (
    <a
      href={o.officialUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
    >
      {o.agency} website <ExternalLink size={14} aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : null;

/** One obligation: why it is due, from what source, what happens if missed, and what to do. */
export const ObligationDetail = ({
  obligation: o,
  onClose,
  onDownloadProof,
}: {
  obligation: TObligation;
  onClose: () => void;
  onDownloadProof: (documentId: string, title: string) => void;
}) => {
  const moved = movedText(o);
  const filing = windowText(o);
  const dissolution = o.status === 'overdue' ? dissolutionText(o) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${o.title} ${o.period}`}
      description={o.agency}
    >
      <div className="space-y-5">
        <ObligationStatusBadge status={o.status} />
        {o.status === 'overdue' ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {overdueText(o)}.{dissolution ? ` ${dissolution}.` : ''}
            {o.penalty ? ` ${o.penalty.text}.` : ''}
          </p>
        ) : null}
        {o.status === 'to_confirm' ? (
          <p className="rounded-lg bg-indigo-50 p-3 text-sm text-indigo-950">
            Due {formatDate(o.dueDate)}, before you brought your LLC to us: we do not know whether
            it was filed, so it is not counted as overdue. Tell us below.
          </p>
        ) : null}
        {o.evidence === 'conflict' ? (
          <div
            role="note"
            className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
          >
            <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            <p>
              Sources disagree on this rule — confirm with the state. <SiteLink o={o} />
            </p>
          </div>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Due">
            {formatDate(o.dueDate)}
            {moved ? <span className="block text-xs text-slate-500">{moved}</span> : null}
            {filing ? <span className="block text-xs text-slate-500">{filing}</span> : null}
          </Item>
          <Item label="Fee">{feeText(o)}</Item>
          <Item label="Rule">{o.ruleText}</Item>
          <Item label="If missed">{o.consequence}</Item>
          {o.penalty ? (
            <Item label="Penalty">
              {o.penalty.text}
              <a
                href={o.penalty.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block text-xs font-semibold text-brand-700 hover:underline"
              >
                {o.penalty.source}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Item>
          ) : null}
          {o.filedOn ? <Item label="Filed on">{formatDate(o.filedOn)}</Item> : null}
          {!o.filedOn && o.pastFiling === 'filed' && o.status === 'filed' ? (
            <Item label="Filed">{FILED_BEFORE_JOINING_TEXT}</Item>
          ) : null}
          {o.notApplicableReason ? (
            <Item label="Not applicable because">{o.notApplicableReason}</Item>
          ) : null}
        </dl>
        {o.proofDocumentId ? (
          <button
            type="button"
            onClick={() => onDownloadProof(o.proofDocumentId ?? '', o.title)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Proof
            <span className="sr-only"> of filing: download</span>
          </button>
        ) : null}
        <div className="space-y-1 text-xs text-slate-500">
          <p>Source: {o.sources}</p>
          <p>Last verified {lastVerifiedText(o.lastVerified)}</p>
          {o.evidence !== 'conflict' ? (
            <p className="text-sm">
              <SiteLink o={o} />
            </p>
          ) : null}
        </div>
        <ObligationActions obligation={o} />
        <AskSupportLink kind="obligation" id={o.id} />
      </div>
    </Dialog>
  );
};
