import type { FastifyInstance } from 'fastify';
import { insertService } from '../src/modules/subscriptions/subscriptions.repository';
import { PDF, PNG } from './vault-helpers';

type THeaders = Record<string, string>;
export const MAIL_API = '/api/client/company/v7/mail';

/** The company holds the US mailing address (its mailbox is active). */
export const givenMailbox = (app: FastifyInstance, companyId: string) =>
  insertService(app.db, {
    companyId,
    productKey: 'mailing-address',
    productType: 'MAILING_ADDRESS',
    name: 'US mailing address',
    category: 'communication',
    status: 'DELIVERED',
  });

/** `mail record` as the ops CLI sends it: the fields, the envelope image and maybe a scan. */
export const letterForm = (
  fields: Record<string, string>,
  files: { envelope?: Buffer | null; scan?: Buffer } = {},
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const envelope = files.envelope === undefined ? PNG(128) : files.envelope;
  if (envelope) form.append('envelope', new Blob([new Uint8Array(envelope)]), 'envelope.png');
  if (files.scan) form.append('scan', new Blob([new Uint8Array(files.scan)]), 'letter.pdf');
  return form;
};

/** Staff record a letter for the company; answers the injected response. */
export const recordLetter = (
  app: FastifyInstance,
  admin: THeaders,
  companyId: string,
  fields: Partial<Record<string, string>> = {},
  files: { envelope?: Buffer | null; scan?: Buffer } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/ops/v1/companies/${companyId}/mail`,
    headers: admin,
    payload: letterForm(
      {
        sender: 'Internal Revenue Service',
        category: 'irs',
        receivedOn: '2026-11-20',
        ...(fields as Record<string, string>),
      },
      files,
    ),
  });

export { PDF, PNG };
