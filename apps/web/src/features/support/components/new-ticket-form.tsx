import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatDayTime } from '@charterline/shared/format';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_CUSTOMER_PRIORITIES,
  SUPPORT_PRIORITY_LABELS,
  type THelpArticleSummary,
  type TSupportAttachment,
} from '@charterline/shared/schemas/support';
import { FormInput } from '@/components/forms/form-input';
import { FormSelect } from '@/components/forms/form-select';
import { TextArea } from '@/components/forms/text-area';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { fieldError } from '@/lib/field-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { AttachmentPicker } from '../attachments/attachment-picker';
import { useCreateSupportTicket } from '../api/create-support-ticket';
import { useSupportAbout, type TSupportAboutRef } from '../api/get-support-about';
import { useSupportHours } from '../api/get-support-hours';
import { AboutLine } from './about-line';
import { ArticleDialog } from './article-dialog';
import {
  NEW_TICKET_FIELDS,
  ZNewTicketForm,
  type TNewTicketDraft,
  type TNewTicketValues,
} from './new-ticket-schema';
import { SuggestedArticles } from './suggested-articles';

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((c) => ({
  value: c,
  label: SUPPORT_CATEGORY_LABELS[c],
}));
const PRIORITY_OPTIONS = SUPPORT_CUSTOMER_PRIORITIES.map((p) => ({
  value: p,
  label: SUPPORT_PRIORITY_LABELS[p],
}));

/**
 * A new ticket: subject, category, priority, message and files, with help articles matching
 * the subject beside it and, when opened from a thing's page, what it is about. A failure
 * keeps everything typed; the API's field errors stand beside their fields.
 */
export const NewTicketForm = ({
  about,
  onSent,
  onDropAbout,
}: {
  about: TSupportAboutRef | null;
  onSent: (ticketId: string) => void;
  onDropAbout: () => void;
}) => {
  const create = useCreateSupportTicket();
  const hours = useSupportHours();
  const aboutPreview = useSupportAbout(about);
  const [attachments, setAttachments] = useState<TSupportAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [article, setArticle] = useState<THelpArticleSummary | null>(null);
  const form = useForm<TNewTicketDraft, unknown, TNewTicketValues>({
    defaultValues: { subject: '', priority: 'normal', body: '' },
    resolver: zodResolver(ZNewTicketForm),
  });
  const suggested = aboutPreview.data?.category;
  useEffect(() => {
    // What it is about suggests the category, unless the customer already chose one.
    if (suggested && !form.getFieldState('category').isDirty) form.setValue('category', suggested);
  }, [suggested, form]);
  const subject = useWatch({ control: form.control, name: 'subject' });

  const send = form.handleSubmit(async (values) => {
    try {
      const ticket = await create.mutateAsync({
        ...values,
        attachmentIds: attachments.map((a) => a.id),
        ...(about && aboutPreview.data ? { about } : {}),
      });
      toast.success(`Ticket #${ticket.number} sent`);
      onSent(ticket.id);
    } catch (error) {
      applyFieldErrors(form.setError, NEW_TICKET_FIELDS, error);
      const first = NEW_TICKET_FIELDS.find((f) => form.getFieldState(f).error);
      if (first) return form.setFocus(first);
      toast.error(
        error instanceof ApiError && error.toastText
          ? error.toastText
          : 'Your ticket could not be sent. Please try again.',
      );
    }
  });

  return (
    <section aria-labelledby="new-ticket-heading" className="min-w-0 space-y-4">
      <h2 id="new-ticket-heading" className="text-lg font-semibold text-slate-900">
        New ticket
      </h2>
      <AboutLine
        about={aboutPreview.data}
        missing={about !== null && aboutPreview.isError}
        onRemove={onDropAbout}
      />
      <form
        noValidate
        aria-labelledby="new-ticket-heading"
        onSubmit={(e) => void send(e)}
        className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
      >
        <FormInput form={form} name="subject" label="Subject" autoComplete="off" />
        <SuggestedArticles subject={subject} onOpen={setArticle} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            control={form.control}
            name="category"
            label="Category"
            options={CATEGORY_OPTIONS}
          />
          <FormSelect
            control={form.control}
            name="priority"
            label="Priority"
            options={PRIORITY_OPTIONS}
          />
        </div>
        <TextArea
          label="Message"
          rows={6}
          {...form.register('body')}
          error={fieldError(form.formState.errors.body)}
        />
        <AttachmentPicker
          value={attachments}
          onChange={setAttachments}
          onBusyChange={setUploading}
        />
        {hours.data ? (
          <p className="text-sm text-slate-600">
            We answer by {formatDayTime(hours.data.answerByIfSentNow)}.
          </p>
        ) : null}
        <Button
          type="submit"
          loading={create.isPending}
          disabled={uploading}
          className="w-full sm:w-auto"
        >
          Send ticket
        </Button>
      </form>
      <ArticleDialog article={article} onClose={() => setArticle(null)} />
    </section>
  );
};
