import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useMailbox } from '../api/get-mailbox';
import { MailboxAddressCard } from './mailbox-address-card';
import { MailboxOffer } from './mailbox-offer';
import { MailInbox } from './mail-inbox';
import { MailRules } from './mail-rules';

/**
 * The Mail tab (issue 23, decision 0158): the mailbox's address (or the offer of one), the
 * letters by folder with the one open beside them, and the mail rules. Letters that arrived
 * without an active mailbox (locked) still list under the offer.
 */
export const MailPanel = () => {
  const mailbox = useMailbox();
  if (mailbox.isPending)
    return <LoadingBlocks label="Loading your mail" heights={['h-32', 'h-10', 'h-64']} />;
  if (mailbox.isError)
    return (
      <LoadFailed what="Your mailbox could not be loaded." retry={() => void mailbox.refetch()} />
    );
  const { data } = mailbox;
  return (
    <div className="space-y-6">
      {data.active && data.address ? (
        <MailboxAddressCard address={data.address} />
      ) : (
        <MailboxOffer />
      )}
      <MailInbox mailbox={data} />
      {data.active ? <MailRules /> : null}
    </div>
  );
};
