import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { supportAttachments, supportMessages, supportTickets } from '../../src/db/schema';
import type { createSignedInUser } from '../auth-helpers';
import type { TTestApp } from '../test-app';
import { multipartBody, PDF } from '../vault-helpers';
import {
  documentedRoutes,
  INTERNAL_NOTE,
  NOTE_FILE_BYTES,
  NOTE_FILE_NAME,
  OPS_SUPPORT,
  OPS_SUPPORT_ROUTES,
  PENDING_FILE_BYTES,
  SENT_FILE_BYTES,
  SUPPORT,
  SUPPORT_BODIES,
  SUPPORT_ROUTES,
  SUPPORT_UNSCOPED,
  type TSupportOfA,
} from './support-access';

type THeaders = Record<string, string>;
type TUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** What the access suite has made by the time its tests run. */
export type TSupportAccessContext = {
  t: TTestApp;
  a: TUser;
  b: TUser;
  /** A's things a ticket can be about (issue 24's about kinds). */
  aboutOfA: {
    mail_item: string;
    service: string;
    obligation: string;
    invoice: string;
    receipt: string;
  };
  support: TSupportOfA;
  /** Every text and id of A's the suite checks for (A's ticket's among them). */
  secrets: string[];
};

/**
 * Issue 24's access checks, registered inside the access suite's describe: B reaches nothing
 * of A's support; A never sees an internal note; staff's routes refuse customers.
 */
export const supportAccessChecks = (ctx: () => TSupportAccessContext) => {
  const call = (method: string, url: string, headers: THeaders, payload?: object | FormData) =>
    ctx().t.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const upload = () => multipartBody([{ name: 'b-upload.pdf', bytes: PDF() }]);
  const withQuery = (url: string, query: string) =>
    query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  const ticketRowOfA = async () => {
    const { t, support } = ctx();
    const [row] = await t.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, support.ticket));
    const messages = await t.app.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, support.ticket));
    const files = await t.app.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.companyId, row!.companyId));
    return { row, messages: messages.length, files };
  };

  it("reaches none of A's tickets, messages, notes or files as B (issue 24)", async () => {
    const { t, a, b, aboutOfA, support, secrets } = ctx();
    // Every customer support route is documented, and every documented one is walked here.
    const listed = documentedRoutes(t.app, SUPPORT);
    expect(SUPPORT_ROUTES.filter((r) => !listed.includes(r))).toEqual([]);
    expect(listed.filter((r) => !SUPPORT_ROUTES.includes(r))).toEqual([]);
    const before = await ticketRowOfA();
    const slug = (await call('GET', `${SUPPORT}/articles?limit=1`, b.headers)).json().data?.[0]
      ?.slug as string | undefined;
    const urlsOf = (path: string): string[] => {
      if (path.endsWith('/tickets/{id}') || path.includes('/tickets/{id}/'))
        return [support.ticket, 'not-a-uuid'].map((id) => path.replace('{id}', id));
      if (path.endsWith('/attachments/{id}'))
        return [support.sentFile, support.pendingFile, support.noteFile].flatMap((id) => [
          path.replace('{id}', id),
          `${path.replace('{id}', id)}?download=1`,
        ]);
      if (path.endsWith('/about'))
        return Object.entries(aboutOfA).map(([kind, id]) => `${path}?kind=${kind}&id=${id}`);
      if (path.endsWith('/articles/{slug}')) return [path.replace('{slug}', slug ?? 'none')];
      return [path];
    };
    const asOwn = b.headers;
    const asA = { ...b.headers, 'x-company-id': a.company.id };
    const answered: string[] = [];
    let refused = 0;
    for (const route of SUPPORT_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const unscoped = SUPPORT_UNSCOPED.includes(route);
      for (const [headers, query] of [
        [asOwn, ''],
        [asA, ''],
        [asOwn, `companyId=${a.company.id}`],
      ] as const) {
        const own = headers === asOwn && query === '';
        // B may upload its own files; only uploads into A's company are tried.
        if (own && path.endsWith('/attachments') && method === 'POST') continue;
        for (const url of urlsOf(path).map((u) => withQuery(u, query))) {
          const template = SUPPORT_BODIES[path];
          const body = path.endsWith('/attachments')
            ? upload()
            : template
              ? JSON.parse(JSON.stringify(template).replace('MAIL_ITEM', aboutOfA.mail_item))
              : method === 'GET'
                ? undefined
                : {};
          const res = await call(method, url, headers, body);
          for (const secret of secrets) {
            expect(res.body, `${method} ${url} leaked ${secret}`).not.toContain(secret);
          }
          if (unscoped) continue;
          if (own && route === `GET ${SUPPORT}/tickets`) {
            expect(res.statusCode).toBe(200);
            expect(res.json().data).toMatchObject({ items: [], total: 0 });
            continue;
          }
          if ([400, 404].includes(res.statusCode)) refused += 1;
          else answered.push(`${method} ${url} (${JSON.stringify(headers)}) → ${res.statusCode}`);
        }
      }
    }
    expect(answered).toEqual([]);
    expect(refused).toBeGreaterThan(60);

    // B's own ticket cannot take A's files, sent, pending or on the note.
    const made = await call('POST', `${SUPPORT}/tickets`, asOwn, {
      subject: 'B asks',
      category: 'other',
      body: 'B writes',
    });
    expect(made.statusCode, made.body).toBe(201);
    const mine = made.json().data.id as string;
    for (const id of [support.pendingFile, support.sentFile, support.noteFile]) {
      for (const res of [
        await call('POST', `${SUPPORT}/tickets/${mine}/messages`, asOwn, {
          body: 'B writes',
          attachmentIds: [id],
        }),
        await call('POST', `${SUPPORT}/tickets`, asOwn, {
          subject: 'B asks again',
          category: 'other',
          body: 'B writes',
          attachmentIds: [id],
        }),
      ]) {
        expect([400, 404], res.body).toContain(res.statusCode);
        for (const secret of secrets) expect(res.body).not.toContain(secret);
      }
    }
    // B finds nothing of A's by search, by number or by words.
    for (const q of [String(support.number), `%23${support.number}`, 'Zenobia', 'summons']) {
      const res = await call('GET', `${SUPPORT}/tickets?status=all&q=${q}`, asOwn);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(support.ticket);
      expect(res.body).not.toContain('Zenobia');
    }
    // A's ticket, messages and files are as they were.
    expect(await ticketRowOfA()).toEqual(before);
  });

  it('never shows A an internal note or its file, in any answer (issue 24)', async () => {
    const { a, support } = ctx();
    const forbidden = [INTERNAL_NOTE, support.note, support.noteFile, NOTE_FILE_NAME];
    const seen = (label: string, res: LightMyRequestResponse) => {
      for (const text of forbidden) {
        expect(res.body, `${label} showed ${text}`).not.toContain(text);
      }
      expect(res.rawPayload.includes(Buffer.from(NOTE_FILE_BYTES)), label).toBe(false);
      return res;
    };
    const as = async (method: string, url: string, body?: object | FormData, status = 200) => {
      const res = seen(`${method} ${url}`, await call(method, url, a.headers, body));
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res;
    };
    const ticket = `${SUPPORT}/tickets/${support.ticket}`;
    for (const query of ['', '?status=all', '?q=INTERNAL', `?q=${support.number}`]) {
      await as('GET', `${SUPPORT}/tickets${query}`);
    }
    expect((await as('GET', `${SUPPORT}/tickets`)).body).toContain(support.ticket);
    const detail = (await as('GET', ticket)).json().data;
    // The customer's message (with its file) and Maria's answer: the note is not there.
    expect(detail.messages.map((m: { id: string }) => m.id)).toEqual([
      support.customerMessage,
      support.staffMessage,
    ]);
    expect(detail.messages[0].attachments.map((f: { id: string }) => f.id)).toEqual([
      support.sentFile,
    ]);
    await as('POST', `${ticket}/read`);
    await as('GET', `${SUPPORT}/about?kind=mail_item&id=${ctx().aboutOfA.mail_item}`);
    const uploaded = (await as('POST', `${SUPPORT}/attachments`, upload(), 201)).json().data;
    const replied = (
      await as('POST', `${ticket}/messages`, {
        body: 'Zenobia thanks Maria',
        attachmentIds: [support.pendingFile, uploaded[0].id],
      })
    ).json().data;
    expect(replied.status).toBe('waiting_on_us');
    expect(replied.messages).toHaveLength(3);
    expect(replied.messages[2].attachments).toHaveLength(2);
    expect((await as('POST', `${ticket}/resolve`)).json().data.status).toBe('resolved');
    await as('POST', `${ticket}/rating`, { score: 5, comment: 'Zenobia is pleased' });
    expect((await as('POST', `${ticket}/close`)).json().data.status).toBe('closed');
    expect((await as('POST', `${ticket}/reopen`)).json().data.status).toBe('waiting_on_us');
    await as('GET', `${SUPPORT}/tickets?status=all`);

    // The note's file is not A's to read; A's own files are (so the 404 is the note's).
    for (const query of ['', '?download=1']) {
      await as('GET', `${SUPPORT}/attachments/${support.noteFile}${query}`, undefined, 404);
    }
    for (const [id, bytes] of [
      [support.sentFile, SENT_FILE_BYTES],
      [support.pendingFile, PENDING_FILE_BYTES],
    ] as const) {
      const file = await as('GET', `${SUPPORT}/attachments/${id}`);
      expect(file.rawPayload.includes(Buffer.from(bytes))).toBe(true);
    }
  });

  it("refuses staff's support routes to a customer (403) and to no token (401) (issue 24)", async () => {
    const { t, a, support } = ctx();
    const listed = documentedRoutes(t.app, OPS_SUPPORT);
    expect(OPS_SUPPORT_ROUTES.filter((r) => !listed.includes(r))).toEqual([]);
    expect(listed.filter((r) => !OPS_SUPPORT_ROUTES.includes(r))).toEqual([]);
    const before = await ticketRowOfA();
    const bodies: Record<string, object> = {
      replies: { body: 'Mallory answers', author: 'Mallory', status: 'resolved' },
      notes: { body: 'Mallory notes', author: 'Mallory' },
    };
    for (const route of OPS_SUPPORT_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      for (const ref of [support.ticket, String(support.number)]) {
        const url = path.endsWith('/attachments')
          ? `${path}?company=${a.company.id}`
          : path.replace('{ref}', ref);
        const body = path.endsWith('/attachments')
          ? upload
          : method === 'PATCH'
            ? () => ({ status: 'closed', assignee: 'Mallory' })
            : () => bodies[path.split('/').at(-1) ?? ''] ?? (method === 'GET' ? undefined : {});
        for (const [headers, status] of [
          [a.headers, 403],
          [{}, 401],
        ] as const) {
          const res = await call(method, url, headers, body());
          expect(res.statusCode, `${method} ${url}`).toBe(status);
          expect(res.body).not.toContain(INTERNAL_NOTE);
          expect(res.body).not.toContain('Zenobia');
        }
      }
    }
    expect(await ticketRowOfA()).toEqual(before);
  });
};
