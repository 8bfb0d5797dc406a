import { MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TPhoneDestination, TPhoneLine } from '@charterline/shared/schemas/phone-line';
import { TEXTS_PAGE_SIZE, usePhoneTexts } from '../api/get-phone-texts';
import { useMarkTextsRead } from '../api/mark-texts-read';
import { usePageParam } from '../hooks/use-page-param';
import { PhoneLogSection } from './phone-log-section';
import { SendTextForm } from './send-text-form';
import { TextRow } from './text-row';

/**
 * The texts, newest first, asked again every 10 s. Shown unread texts are marked read on the
 * server at once, and stay marked "New" here while the tab is open.
 */
export const TextsSection = ({
  line,
  destinations,
}: {
  line: TPhoneLine;
  destinations: readonly TPhoneDestination[];
}) => {
  const [page, setPage] = usePageParam('texts');
  const texts = usePhoneTexts(page);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const markRead = useMarkTextsRead((ids) => setFresh((seen) => new Set([...seen, ...ids])));
  const unread = (texts.data?.items ?? []).filter((t) => !t.readAt).map((t) => t.id);
  const unreadKey = unread.join(',');
  const { mutate, isPending: marking } = markRead;
  useEffect(() => {
    if (!unreadKey || marking) return;
    mutate(unreadKey.split(','));
  }, [unreadKey, marking, mutate]);

  return (
    <PhoneLogSection
      id="texts"
      title="Texts"
      noun="texts"
      query={texts}
      page={page}
      pageSize={TEXTS_PAGE_SIZE}
      onPage={setPage}
      loadingHeights={['h-16', 'h-16', 'h-16']}
      empty={{
        icon: MessageSquare,
        text: `Texts sent to ${line.display} show up here within seconds.`,
      }}
      row={(text) => (
        <TextRow key={text.id} text={text} fresh={fresh.has(text.id) || !text.readAt} />
      )}
    >
      <SendTextForm line={line} destinations={destinations} />
    </PhoneLogSection>
  );
};
