import type { TSupportAttachment } from '@charterline/shared/schemas/support';

/**
 * "Attach files": uploads each chosen file at once (…/support/attachments), lists them with
 * progress and a remove button, and reports the uploaded ones. Helper E replaces this
 * placeholder; the props stay (the new-ticket form and the reply box use it).
 */
export const AttachmentPicker = (_props: {
  value: TSupportAttachment[];
  onChange: (attachments: TSupportAttachment[]) => void;
  /** While a file is uploading the form's send button waits. */
  onBusyChange?: (busy: boolean) => void;
}) => null;
