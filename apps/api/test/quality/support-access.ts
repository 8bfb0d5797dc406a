import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../../src/config/env';
import { supportAttachments, supportMessages, supportTickets } from '../../src/db/schema';
import { createStorage } from '../../src/lib/storage/create-storage';

// Issue 24's part of the access suite: A's ticket written straight into the tables and the
// file storage, and the routes the suite walks.

export const SUPPORT = '/client/care/v1/support';
export const OPS_SUPPORT = '/ops/v1/support';

/** Every customer support route (common.md's route table), as the OpenAPI document names it. */
export const SUPPORT_ROUTES = [
  `GET ${SUPPORT}/tickets`,
  `POST ${SUPPORT}/tickets`,
  `GET ${SUPPORT}/tickets/{id}`,
  `POST ${SUPPORT}/tickets/{id}/messages`,
  `POST ${SUPPORT}/tickets/{id}/read`,
  `POST ${SUPPORT}/tickets/{id}/resolve`,
  `POST ${SUPPORT}/tickets/{id}/close`,
  `POST ${SUPPORT}/tickets/{id}/reopen`,
  `POST ${SUPPORT}/tickets/{id}/rating`,
  `GET ${SUPPORT}/about`,
  `POST ${SUPPORT}/attachments`,
  `GET ${SUPPORT}/attachments/{id}`,
  `GET ${SUPPORT}/articles`,
  `GET ${SUPPORT}/articles/{slug}`,
  `GET ${SUPPORT}/hours`,
];
/** Staff's routes (ADMIN only). */
export const OPS_SUPPORT_ROUTES = [
  `GET ${OPS_SUPPORT}/tickets`,
  `GET ${OPS_SUPPORT}/tickets/{ref}`,
  `POST ${OPS_SUPPORT}/tickets/{ref}/replies`,
  `POST ${OPS_SUPPORT}/tickets/{ref}/notes`,
  `PATCH ${OPS_SUPPORT}/tickets/{ref}`,
  `POST ${OPS_SUPPORT}/attachments`,
];

/** Routes any signed-in user may read (no company): B gets the same answer as A. */
export const SUPPORT_UNSCOPED = [
  `GET ${SUPPORT}/articles`,
  `GET ${SUPPORT}/articles/{slug}`,
  `GET ${SUPPORT}/hours`,
];

/** The documented routes under a prefix, as "METHOD /path" without /api. */
export const documentedRoutes = (app: FastifyInstance, prefix: string): string[] => {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    path.startsWith(`/api${prefix}`)
      ? Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path.replace(/^\/api/, '')}`)
      : [],
  );
};

/** What the customer must never see: the note's text, and the bytes of its attachment. */
export const INTERNAL_NOTE = 'INTERNAL-NOTE-7f3a';
export const NOTE_FILE_NAME = 'internal-7f3a-check.pdf';
export const NOTE_FILE_BYTES = 'INTERNAL-NOTE-FILE-BYTES-7f3a';
/** A's own files: readable by A, never by B. */
export const SENT_FILE_BYTES = 'ZENOBIA-SUPPORT-SENT-BYTES';
export const PENDING_FILE_BYTES = 'ZENOBIA-SUPPORT-PENDING-BYTES';

export type TSupportOfA = {
  ticket: string;
  number: number;
  customerMessage: string;
  staffMessage: string;
  note: string;
  /** On A's first message. */
  sentFile: string;
  /** Uploaded by A, not sent yet. */
  pendingFile: string;
  /** On the internal note. */
  noteFile: string;
};

const HOUR_MS = 3_600_000;

/**
 * A's ticket about their letter: A wrote (with a file), Maria answered, and staff left an
 * internal note with a file of its own (the newest message); plus a file A uploaded but has
 * not sent. Rows and bytes written directly, as the suite does for issue 23's mail.
 */
export const givenSupportOfA = async (
  app: FastifyInstance,
  env: TEnv,
  a: { companyId: string; userId: string; mailItemId: string },
): Promise<TSupportOfA> => {
  const storage = createStorage(env, app.db);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const [ticket] = await app.db
    .insert(supportTickets)
    .values({
      companyId: a.companyId,
      userId: a.userId,
      subject: 'Zenobia summons question',
      category: 'mail',
      priority: 'high',
      status: 'waiting_on_customer',
      aboutKind: 'mail_item',
      aboutId: a.mailItemId,
      openedBy: 'customer',
      firstAnsweredAt: at(2),
      lastMessageAt: at(2),
      lastMessageBy: 'staff',
      lastReplyAt: at(2),
      customerReadAt: at(3),
      createdAt: at(3),
      updatedAt: at(1),
    })
    .returning();
  const message = async (
    author: 'customer' | 'staff',
    body: string,
    hoursAgo: number,
    internal = false,
  ) => {
    const [row] = await app.db
      .insert(supportMessages)
      .values({
        ticketId: ticket!.id,
        author,
        authorUserId: author === 'customer' ? a.userId : null,
        authorName: author === 'staff' ? 'Maria' : null,
        body,
        internal,
        createdAt: at(hoursAgo),
      })
      .returning();
    return row!.id;
  };
  const customerMessage = await message('customer', 'Zenobia asks about the court letter', 3);
  const staffMessage = await message('staff', 'Zenobia, the court letter is a summons', 2);
  const note = await message('staff', `${INTERNAL_NOTE}: customer seems worried`, 1, true);
  const file = async (
    name: string,
    bytes: string,
    messageId: string | null,
    uploadedBy: string | null,
  ) => {
    const key = `support/${a.companyId}/${name}`;
    await storage.put({
      key,
      body: Readable.from([Buffer.from(bytes)]),
      contentType: 'application/pdf',
      maxBytes: 1_000_000,
    });
    const [row] = await app.db
      .insert(supportAttachments)
      .values({
        companyId: a.companyId,
        messageId,
        uploadedByUserId: uploadedBy,
        storageKey: key,
        fileName: name,
        contentType: 'application/pdf',
        size: bytes.length,
      })
      .returning();
    return row!.id;
  };
  return {
    ticket: ticket!.id,
    number: ticket!.number,
    customerMessage,
    staffMessage,
    note,
    sentFile: await file('zenobia-summons.pdf', SENT_FILE_BYTES, customerMessage, a.userId),
    pendingFile: await file('zenobia-pending.pdf', PENDING_FILE_BYTES, null, a.userId),
    noteFile: await file(NOTE_FILE_NAME, NOTE_FILE_BYTES, note, null),
  };
};

/** A valid body for each customer mutation, so that only ownership can refuse it. */
export const SUPPORT_BODIES: Record<string, object> = {
  [`${SUPPORT}/tickets`]: {
    subject: 'B asks',
    category: 'mail',
    body: 'B writes',
    about: { kind: 'mail_item', id: 'MAIL_ITEM' },
  },
  [`${SUPPORT}/tickets/{id}/messages`]: { body: 'B writes', attachmentIds: [] },
  [`${SUPPORT}/tickets/{id}/rating`]: { score: 1, comment: 'B' },
};
