import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  SUPPORT_ABOUT_KINDS,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
} from '@charterline/shared/schemas/support';
import { createSignedInUser } from '../auth-helpers';
import type { TTestApp } from '../test-app';
import { givenSupportOfA } from './support-access';

// Issue 24's part of the fuzz suite: the support routes with real ids (a ticket, its number,
// its files) and bodies shaped like the contract's with junk in their fields, so the
// handlers' deeper code runs, not only the schema's refusal.

/** The support routes' share of the document: customer (15) and staff (6). */
export const SUPPORT_OPERATIONS_MIN = 21;
export const isSupportPath = (path: string) =>
  path.startsWith('/api/client/care/') || path.startsWith('/api/ops/v1/support');

/** A customer with a ticket (messages, a note, files), and the ids the fuzz puts in paths. */
export const givenSupportFuzz = async (t: TTestApp) => {
  const customer = await createSignedInUser(t.app);
  const other = await createSignedInUser(t.app);
  const support = await givenSupportOfA(t.app, t.env, {
    companyId: customer.company.id,
    userId: customer.user.id,
    // A thing that is not there: the ticket's about is described as gone.
    mailItemId: randomUUID(),
  });
  const ids = [
    support.ticket,
    String(support.number),
    `%23${support.number}`,
    support.sentFile,
    support.pendingFile,
    support.noteFile,
    customer.company.id,
    'ein-without-ssn',
  ];
  return { customer, other, ids };
};

/** Query values: real ids, valid words and junk. */
export const supportQuery = (ids: string[]) =>
  fc.dictionary(
    fc.constantFrom(
      'status',
      'q',
      'page',
      'pageSize',
      'kind',
      'id',
      'companyId',
      'download',
      'limit',
      'company',
      'assignee',
    ),
    fc.oneof(
      fc.constantFrom(...ids),
      fc.constantFrom('all', 'done', 'active', 'awaiting', ...SUPPORT_STATUSES),
      fc.constantFrom(...SUPPORT_ABOUT_KINDS, '1', '0', '101', '#1001', '%_', '\\', '1e309'),
      fc.string({ maxLength: 120 }),
    ),
    { maxKeys: 4 },
  );

/** A body with the contract's field names, each valid or not: every route reads its own. */
export const supportBody = (ids: string[]) =>
  fc
    .record(
      {
        subject: fc.oneof(fc.string({ maxLength: 160 }), fc.constant('Help with my EIN letter')),
        category: fc.constantFrom(...SUPPORT_CATEGORIES, 'nope', ''),
        priority: fc.constantFrom(...SUPPORT_PRIORITIES, 'x'),
        body: fc.oneof(fc.string({ maxLength: 50 }), fc.constant('x'.repeat(10_001))),
        about: fc.record(
          {
            kind: fc.constantFrom(...SUPPORT_ABOUT_KINDS, 'x'),
            id: fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom(...ids), fc.uuid()),
          },
          { requiredKeys: [] },
        ),
        attachmentIds: fc.array(fc.oneof(fc.uuid(), fc.constantFrom(...ids), fc.string()), {
          maxLength: 7,
        }),
        score: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double(), fc.string()),
        comment: fc.string({ maxLength: 1_100 }),
        author: fc.string({ maxLength: 70 }),
        status: fc.constantFrom(...SUPPORT_STATUSES, 'awaiting', 'x'),
        assignee: fc.oneof(fc.string({ maxLength: 110 }), fc.constant(null)),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body));

const BOUNDARY = 'fuzz-boundary';
/** A multipart upload, well-formed or not: a file of any name, type and bytes. */
export const supportUpload = fc
  .record({
    name: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('a.pdf', '../../x.png', '')),
    field: fc.constantFrom('file', 'files', ''),
    type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', ''),
    bytes: fc.oneof(fc.string({ maxLength: 200 }), fc.constant('%PDF-1.4\n')),
    closed: fc.boolean(),
    parts: fc.integer({ min: 0, max: 7 }),
  })
  .map(({ name, field, type, bytes, closed, parts }) => {
    const part = [
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
      `Content-Type: ${type}`,
      '',
      bytes,
    ].join('\r\n');
    return `${Array.from({ length: parts }, () => part).join('\r\n')}\r\n${closed ? `--${BOUNDARY}--\r\n` : ''}`;
  });
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
