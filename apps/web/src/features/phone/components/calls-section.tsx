import { clsx } from 'clsx';
import { PhoneIncoming } from 'lucide-react';
import type { TPhoneCall, TPhoneCallOutcome } from '@charterline/shared/schemas/phone-line';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { Pager } from '@/components/ui/pager';
import { CALLS_PAGE_SIZE, usePhoneCalls } from '../api/get-phone-calls';
import { usePageParam } from '../hooks/use-page-param';
import { formatDuration, formatSender, formatWhen } from '../phone-format';
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
          {formatWhen(call.at)}
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
  const calls = usePhoneCalls(page);
  const body = () => {
    if (calls.isPending) return <LoadingBlocks label="Loading calls…" heights={['h-14', 'h-14']} />;
    if (calls.isError)
      return (
        <LoadFailed what="Your calls could not be loaded." retry={() => void calls.refetch()} />
      );
    if (calls.data.total === 0)
      return (
        <div className="flex flex-col items-center px-4 py-10 text-center">
          <PhoneIncoming size={24} aria-hidden="true" className="text-slate-400" />
          <p className="mt-2 font-semibold text-slate-900">No calls yet</p>
          <p className="mt-1 text-sm text-slate-600">Calls and voicemails show up here.</p>
        </div>
      );
    return (
      <ul aria-label="Calls" className="divide-y divide-slate-100">
        {calls.data.items.map((call) => (
          <CallRow key={call.id} call={call} />
        ))}
      </ul>
    );
  };
  return (
    <section
      aria-labelledby="phone-calls-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="phone-calls-heading" className="text-lg font-semibold text-slate-900">
        Calls
      </h2>
      {body()}
      {calls.data ? (
        <Pager
          page={page - 1}
          totalPages={Math.ceil(calls.data.total / CALLS_PAGE_SIZE)}
          totalElements={calls.data.total}
          noun="calls"
          onPage={(next) => setPage(next + 1)}
        />
      ) : null}
    </section>
  );
};
