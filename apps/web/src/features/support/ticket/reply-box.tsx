import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { friendlyMessage } from '@charterline/shared/error-display';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type TSupportAttachment,
  type TSupportReply,
  ZSupportReply,
} from '@charterline/shared/schemas/support';
import { TextArea } from '@/components/forms/text-area';
import { Button } from '@/components/ui/button';
import { fieldError } from '@/lib/field-error';
import { applyFieldErrors } from '@/lib/form-errors';
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
      applyFieldErrors(form.setError, 'any', error);
    }
  });

  return (
    <form
      noValidate
      aria-label="Reply"
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <TextArea label="Your reply" rows={4} {...form.register('body')} error={bodyError} />
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
