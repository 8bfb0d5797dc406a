import { clsx } from 'clsx';
import { PhoneIncoming } from 'lucide-react';
import { formatDayTime } from '@charterline/shared/format';
import type { TPhoneCall, TPhoneCallOutcome } from '@charterline/shared/schemas/phone-line';
import { CALLS_PAGE_SIZE, usePhoneCalls } from '../api/get-phone-calls';
import { usePageParam } from '../hooks/use-page-param';
import { formatDuration, formatSender } from '../phone-format';
import { PhoneLogSection } from './phone-log-section';
import { VoicemailPlayer } from './voicemail-player';

const OUTCOMES: Record<TPhoneCallOutcome, { label: string; tone: string }> = {
  forwarded: { label: 'Forwarded', tone: 'bg-green-100 text-green-800' },
  voicemail: { label: 'Voicemail', tone: 'bg-brand-100 text-brand-900' },
  missed: { label: 'Missed', tone: 'bg-slate-100 text-slate-700' },
};

const CallRow = ({ call }: { call: TPhoneCall }) => {
  const from = formatSender(call.from);
  const outcome = OUTCOMES[call.outcome];
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">{from}</p>
        <time dateTime={call.at} className="text-sm text-slate-500">
          {formatDayTime(call.at)}
        </time>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', outcome.tone)}>
          {outcome.label}
        </span>
        {call.outcome === 'missed' ? null : formatDuration(call.durationSeconds)}
      </p>
      {call.transcript ? (
        <blockquote className="border-l-2 border-slate-200 pl-3 text-sm text-slate-700 italic">
          {call.transcript}
        </blockquote>
      ) : null}
      {call.outcome === 'voicemail' && call.hasRecording ? (
        <VoicemailPlayer callId={call.id} from={from} />
      ) : null}
    </li>
  );
};

/** The call log: who called, when, what happened (forwarded, voicemail, missed), how long. */
export const CallsSection = () => {
  const [page, setPage] = usePageParam('calls');
  return (
    <PhoneLogSection
      id="calls"
      title="Calls"
      noun="calls"
      query={usePhoneCalls(page)}
      page={page}
      pageSize={CALLS_PAGE_SIZE}
      onPage={setPage}
      loadingHeights={['h-14', 'h-14']}
      empty={{ icon: PhoneIncoming, text: 'Calls and voicemails show up here.' }}
      row={(call) => <CallRow key={call.id} call={call} />}
    />
  );
};
