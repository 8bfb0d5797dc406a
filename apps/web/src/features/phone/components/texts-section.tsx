import { MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TPhoneLine } from '@charterline/shared/schemas/phone-line';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { Pager } from '@/components/ui/pager';
import { TEXTS_PAGE_SIZE, usePhoneTexts } from '../api/get-phone-texts';
import { useMarkTextsRead } from '../api/mark-texts-read';
import { usePageParam } from '../hooks/use-page-param';
import { SendTextForm } from './send-text-form';
import { TextRow } from './text-row';

/**
 * The texts, newest first, asked again every 10 s. Shown unread texts are marked read on the
 * server at once, and stay marked "New" here while the tab is open.
 */
export const TextsSection = ({ line }: { line: TPhoneLine }) => {
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

  const body = () => {
    if (texts.isPending)
      return <LoadingBlocks label="Loading texts…" heights={['h-16', 'h-16', 'h-16']} />;
    if (texts.isError)
      return (
        <LoadFailed what="Your texts could not be loaded." retry={() => void texts.refetch()} />
      );
    if (texts.data.total === 0)
      return (
        <div className="flex flex-col items-center px-4 py-10 text-center">
          <MessageSquare size={24} aria-hidden="true" className="text-slate-400" />
          <p className="mt-2 font-semibold text-slate-900">No texts yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Texts sent to {line.display} show up here within seconds.
          </p>
        </div>
      );
    return (
      <ul aria-label="Texts" className="divide-y divide-slate-100">
        {texts.data.items.map((text) => (
          <TextRow key={text.id} text={text} fresh={fresh.has(text.id) || !text.readAt} />
        ))}
      </ul>
    );
  };

  return (
    <section
      aria-labelledby="phone-texts-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="phone-texts-heading" className="text-lg font-semibold text-slate-900">
        Texts
      </h2>
      {body()}
      {texts.data ? (
        <Pager
          page={page - 1}
          totalPages={Math.ceil(texts.data.total / TEXTS_PAGE_SIZE)}
          totalElements={texts.data.total}
          noun="texts"
          onPage={(next) => setPage(next + 1)}
        />
      ) : null}
      <SendTextForm line={line} />
    </section>
  );
};
