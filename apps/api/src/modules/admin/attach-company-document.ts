import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeDocument } from '../documents/documents.service';
import { findCompany, insertCompanyEvent } from '../companies/companies.repository';

/** Operations attaches a PDF to a company; the customer's timeline shows it was added. */
export const attachCompanyDocument = async (
  db: TDatabase,
  input: {
    companyId: string;
    kind: string;
    title: string;
    fileName: string;
    contentBase64: string;
    actor: string;
  },
) => {
  const company = await findCompany(db, input.companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const content = new Uint8Array(Buffer.from(input.contentBase64, 'base64'));
  return db.transaction(async (tx) => {
    const stored = await storeDocument(tx, {
      companyId: company.id,
      kind: input.kind,
      title: input.title,
      fileName: input.fileName,
      content,
      createdBy: input.actor,
    });
    await insertCompanyEvent(tx, {
      companyId: company.id,
      actor: input.actor,
      kind: 'DOCUMENT_ADDED',
      data: { documentId: stored.id, title: stored.title },
    });
    return stored;
  });
};
