import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { friendlyMessage } from '@charterline/shared/error-display';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type TSupportAttachment,
  type TSupportReply,
  ZSupportReply,
} from '@charterline/shared/schemas/support';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/input';
import { fieldError } from '@/lib/field-error';
import { setServerErrors } from '@/lib/server-errors';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { AttachmentPicker } from '../attachments/attachment-picker';

type TReplyValues = z.output<typeof ZSupportReply>;

/**
 * "Your reply" with its files. The text stays when sending fails (the toast says why); it and
 * the files clear once the reply is in the conversation.
 */
export const ReplyBox = ({ ticketId }: { ticketId: string }) => {
  const reply = useReplyToTicket();
  const [attachments, setAttachments] = useState<TSupportAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const bodyId = useId();
  const form = useForm<TSupportReply, unknown, TReplyValues>({
    resolver: zodResolver(ZSupportReply),
    defaultValues: { body: '', attachmentIds: [] },
  });
  const bodyError = fieldError(form.formState.errors.body);
  const filesMessage = form.formState.errors.attachmentIds?.message;
  const filesError = filesMessage ? friendlyMessage(filesMessage) : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({
        id: ticketId,
        body: { body: values.body, attachmentIds: attachments.map((a) => a.id) },
      });
      form.reset({ body: '', attachmentIds: [] });
      setAttachments([]);
    } catch (error) {
      setServerErrors(form.setError, error);
    }
  });

  return (
    <form
      noValidate
      aria-label="Reply"
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bodyId} className="text-sm font-medium text-slate-700">
          Your reply
        </label>
        <textarea
          id={bodyId}
          rows={4}
          {...form.register('body')}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${bodyId}-error` : undefined}
          className={`rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${bodyError ? 'border-red-500' : 'border-slate-300'}`}
        />
        <FieldMessage inputId={bodyId} error={bodyError} />
      </div>
      <AttachmentPicker
        value={attachments}
        onChange={(next) => {
          setAttachments(next);
          form.clearErrors('attachmentIds');
        }}
        onBusyChange={setUploading}
      />
      {filesError ? (
        <p role="alert" className="text-sm text-red-600">
          {filesError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending} disabled={uploading}>
          Send reply
        </Button>
      </div>
    </form>
  );
};
