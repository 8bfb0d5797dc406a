// How `tickets reply` answers a ticket (decision 0163): the files uploaded first, then the
// reply, which e-mails the customer a link.
import {
  SUPPORT_ATTACHMENTS_MAX,
  type TOpsSupportTicket,
  type TSupportAttachment,
} from '@charterline/shared/schemas/support';
import type { TOpsDeps } from './command';
import type { TOpsOptions } from './options';

/** Uploads the files for the ticket's company (read first, so a missing file changes nothing). */
const uploadFiles = async (path: string, files: string[], deps: TOpsDeps): Promise<string[]> => {
  if (files.length === 0) return [];
  if (files.length > SUPPORT_ATTACHMENTS_MAX) {
    throw deps.fail(`Attach at most ${SUPPORT_ATTACHMENTS_MAX} files.`);
  }
  const read = files.map((f) => deps.readFile(f));
  const ticket = await deps.call<TOpsSupportTicket>('GET', path);
  const form = new FormData();
  for (const f of read) form.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const stored = await deps.call<TSupportAttachment[]>(
    'POST',
    `/ops/v1/support/attachments?company=${ticket.companyId}`,
    form,
  );
  return stored.map((a) => a.id);
};

/** Replies to the ticket at `path` as the options say; prints its new status. */
export const replyToTicket = async (
  path: string,
  options: TOpsOptions,
  deps: TOpsDeps,
): Promise<number> => {
  const author = deps.need(options.as, '--as NAME');
  const body = deps.need(options.body, '--body TEXT');
  const attachmentIds = await uploadFiles(path, options.attach ?? [], deps);
  const ticket = await deps.call<TOpsSupportTicket>('POST', `${path}/replies`, {
    author,
    body,
    attachmentIds,
    status: options.resolve ? 'resolved' : 'waiting_on_customer',
  });
  deps.print(
    `Replied to #${ticket.number} as ${author}: ${ticket.status}. The customer is e-mailed a link.`,
  );
  return 0;
};
