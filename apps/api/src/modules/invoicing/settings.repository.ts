import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { invoiceSettings } from '../../db/schema';
import type { TCompanyRow } from '../companies';
import { defaultPrefix } from './numbering';

export type TInvoiceSettingsRow = typeof invoiceSettings.$inferSelect;

/** What a company that never saved its settings has (nothing is written for a read). */
export const defaultSettingsOf = (company: TCompanyRow): TInvoiceSettingsRow => ({
  companyId: company.id,
  prefix: defaultPrefix(company.companyName),
  defaultTerms: 'net_30',
  defaultCurrency: 'USD',
  footer: null,
  paymentInstructions: null,
  remindBeforeDue: true,
  remindOnDue: true,
  remindAfterDue: true,
  stripeAccountId: null,
  updatedAt: new Date(0),
});

export const findSettings = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TInvoiceSettingsRow | null> => {
  const [row] = await db
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.companyId, companyId));
  return row ?? null;
};

/**
 * The company's settings under their row lock, created with the defaults when missing (in the
 * caller's transaction): finalising reads the prefix it numbers with while no one changes it.
 */
export const lockSettingsIn = async (
  tx: TDbExecutor,
  company: TCompanyRow,
): Promise<TInvoiceSettingsRow> => {
  const { updatedAt: _unused, ...defaults } = defaultSettingsOf(company);
  await tx.insert(invoiceSettings).values(defaults).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.companyId, company.id))
    .for('update');
  if (!row) throw new Error('invoice settings vanished after their insert');
  return row;
};

export const updateSettings = async (
  tx: TDbExecutor,
  companyId: string,
  values: Partial<TInvoiceSettingsRow>,
): Promise<TInvoiceSettingsRow> => {
  const [row] = await tx
    .update(invoiceSettings)
    .set(values)
    .where(eq(invoiceSettings.companyId, companyId))
    .returning();
  if (!row) throw new Error('invoice settings vanished under their lock');
  return row;
};
