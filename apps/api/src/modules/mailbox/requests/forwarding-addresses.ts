import type { TForwardingAddress, ZForwardingAddressInput } from '@charterline/shared/schemas/mail';
import type { z } from 'zod';
import type { TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  findForwardingAddress,
  insertForwardingAddress,
  listForwardingAddresses,
  softDeleteForwardingAddress,
  type TForwardingAddressRow,
} from './mail-requests.repository';

export const toForwardingAddress = (row: TForwardingAddressRow): TForwardingAddress => ({
  id: row.id,
  name: row.name,
  line1: row.line1,
  ...(row.line2 ? { line2: row.line2 } : {}),
  city: row.city,
  ...(row.region ? { region: row.region } : {}),
  ...(row.postalCode ? { postalCode: row.postalCode } : {}),
  country: row.country,
  createdAt: row.createdAt.toISOString(),
});

/** The company's saved addresses (deleted ones are not listed). */
export const listMailForwardingAddresses = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TForwardingAddress[]> =>
  (await listForwardingAddresses(db, companyId)).map(toForwardingAddress);

/** Saves an address to forward letters to. */
export const createForwardingAddress = async (
  db: TDbExecutor,
  companyId: string,
  input: z.output<typeof ZForwardingAddressInput>,
): Promise<TForwardingAddress> =>
  toForwardingAddress(
    await insertForwardingAddress(db, {
      companyId,
      name: input.name,
      line1: input.line1,
      line2: input.line2 || null,
      city: input.city,
      region: input.region || null,
      postalCode: input.postalCode || null,
      country: input.country,
    }),
  );

/**
 * Deletes a saved address (kept, marked deleted: requests copied it, and may still show
 * it). Another company's is 404.
 */
export const deleteForwardingAddress = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
  now: Date,
): Promise<TForwardingAddress> => {
  const row = await findForwardingAddress(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such address.' });
  await softDeleteForwardingAddress(db, row.id, now);
  return toForwardingAddress(row);
};
