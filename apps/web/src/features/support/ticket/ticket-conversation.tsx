import { clsx } from 'clsx';
import { formatDayTime } from '@charterline/shared/format';
import type { TSupportMessage } from '@charterline/shared/schemas/support';
import { AttachmentLink } from './attachment-link';

/**
 * The messages, oldest first. The body is text (line breaks kept, never HTML); the customer's
 * own messages sit right and tinted, ours left and white.
 */
export const TicketConversation = ({ messages }: { messages: TSupportMessage[] }) => (
  <ol aria-label="Conversation" className="space-y-3">
    {messages.map((m) => {
      const mine = m.author === 'customer';
      return (
        <li key={m.id} className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
          <article
            aria-label={`${mine ? 'Your message' : `Message from ${m.authorName}`}, ${formatDayTime(m.createdAt)}`}
            className={clsx(
              'w-full max-w-[36rem] rounded-2xl p-4 sm:w-auto sm:min-w-[16rem]',
              mine ? 'bg-brand-50 ring-1 ring-brand-100' : 'bg-white ring-1 ring-slate-200',
            )}
          >
            <header className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold text-slate-900">
                {m.authorName}
                {m.author === 'staff' ? (
                  <span className="ml-1.5 text-xs font-normal text-slate-500">Charterline</span>
                ) : null}
              </span>
              <time dateTime={m.createdAt} className="text-xs text-slate-500">
                {formatDayTime(m.createdAt)}
              </time>
            </header>
            <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{m.body}</p>
            {m.attachments.length > 0 ? (
              <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-2">
                {m.attachments.map((a) => (
                  <li key={a.id} className="max-w-full">
                    <AttachmentLink attachment={a} />
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        </li>
      );
    })}
  </ol>
);
