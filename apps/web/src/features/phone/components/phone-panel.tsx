import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { usePhoneSummary } from '../api/get-phone-summary';
import { CallsSection } from './calls-section';
import { GetPhoneNumber, SettingUpNumber } from './get-phone-number';
import { LineCard } from './line-card';
import { LineSettings } from './line-settings';
import { TextsSection } from './texts-section';

/**
 * The Phone tab of Communication (issue 23, decision 0159): buy a US number, or wait while it
 * is assigned, or use it: the number and credit, forwarding and e-mail settings, the texts
 * (codes copy in one click) and the call log with voicemail.
 */
export const PhonePanel = () => {
  const summary = usePhoneSummary();
  if (summary.isPending)
    return <LoadingBlocks label="Loading your phone number…" heights={['h-28', 'h-40', 'h-64']} />;
  if (summary.isError)
    return (
      <LoadFailed
        what="Your phone number could not be loaded."
        retry={() => void summary.refetch()}
      />
    );
  const { line, pending } = summary.data;
  if (pending && !line) return <SettingUpNumber />;
  if (!line || line.status !== 'active')
    return <GetPhoneNumber summary={summary.data} released={line?.status === 'released'} />;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <LineCard summary={summary.data} line={line} />
        <LineSettings line={line} destinations={summary.data.destinations} />
      </div>
      <TextsSection line={line} destinations={summary.data.destinations} />
      <CallsSection />
    </div>
  );
};
