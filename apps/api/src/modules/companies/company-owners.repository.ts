import { asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyOwners } from '../../db/schema';

export type TOwnerRow = typeof companyOwners.$inferSelect;
export type TNewOwner = Omit<typeof companyOwners.$inferInsert, 'companyId' | 'position'>;

export const listOwnersOf = (db: TDbExecutor, companyId: string): Promise<TOwnerRow[]> =>
  db
    .select()
    .from(companyOwners)
    .where(eq(companyOwners.companyId, companyId))
    .orderBy(asc(companyOwners.position));

/**
 * Owners as a customer sends them (a percentage, an e-mail in any case) as the rows kept:
 * hundredths of a percent (100% is 10000, so the sum is exact) and a lower-case e-mail.
 */
export const ownerRowsOf = (
  owners: readonly (Omit<TNewOwner, 'ownershipHundredths'> & { ownershipPercentage: number })[],
): TNewOwner[] =>
  owners.map((o) => ({
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email.toLowerCase(),
    ownershipHundredths: Math.round(o.ownershipPercentage * 100),
    address: o.address,
  }));

/** The rows as a customer sends owners (a percentage): ownerRowsOf's inverse. */
export const ownersAsRequest = (
  rows: readonly Pick<
    TOwnerRow,
    'firstName' | 'lastName' | 'email' | 'ownershipHundredths' | 'address'
  >[],
) =>
  rows.map((o) => ({
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    ownershipPercentage: o.ownershipHundredths / 100,
    address: o.address,
  }));

/** Replaces a company's owners by the ones given, in their order. */
export const replaceOwners = async (
  tx: TDbExecutor,
  companyId: string,
  owners: readonly TNewOwner[],
): Promise<void> => {
  await tx.delete(companyOwners).where(eq(companyOwners.companyId, companyId));
  await tx
    .insert(companyOwners)
    .values(owners.map((owner, position) => ({ ...owner, companyId, position })));
};
