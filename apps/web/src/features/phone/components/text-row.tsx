import { clsx } from 'clsx';
import { formatDayTime } from '@charterline/shared/format';
import type { TPhoneText } from '@charterline/shared/schemas/phone-line';
import { formatSender } from '../phone-format';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * One text: from (or, sent from this number, to) whom, when, the body; a code found in a
 * received text stands out with "Copy code".
 */
export const TextRow = ({ text, fresh }: { text: TPhoneText; fresh: boolean }) => (
  <li
    className={clsx(
      'space-y-2 border-l-4 px-4 py-3',
      fresh && text.direction === 'inbound'
        ? 'border-brand-600 bg-brand-50/60'
        : 'border-transparent',
      text.direction === 'outbound' && 'bg-slate-50',
    )}
  >
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <p className="font-semibold text-slate-900">
        {text.direction === 'outbound' ? (
          <>
            <span className="font-normal text-slate-500">Sent to </span>
            {formatSender(text.to ?? '')}
          </>
        ) : (
          formatSender(text.from)
        )}
        {fresh && text.direction === 'inbound' ? (
          <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            New
          </span>
        ) : null}
      </p>
      <time dateTime={text.receivedAt} className="text-sm text-slate-500">
        {formatDayTime(text.receivedAt)}
      </time>
    </div>
    {text.code ? (
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-3xl font-bold tracking-[0.2em] text-slate-900">
          {text.code}
        </span>
        <CopyButton text={text.code} label={`Copy code ${text.code}`} size="md">
          Copy code
        </CopyButton>
      </div>
    ) : null}
    <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{text.body}</p>
  </li>
);
