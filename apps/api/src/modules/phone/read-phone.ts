import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type {
  TPhoneCalls,
  TPhoneSummary,
  TPhoneTexts,
} from '@charterline/shared/schemas/phone-line';
import type { TDbExecutor } from '../../db/client';
import { findProducts } from '../../db/catalogue';
import { phoneCalls, phoneMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mailCompany } from '../mailbox';
import { type TCompanyCaller } from '../../lib/http/caller';
import { companyHoldings } from '../services';
import { PHONE_NUMBER_KEY } from './fulfil-phone-products';
import { findActiveLineOfCompany, type TPhoneLineRow } from './phone-lines.repository';
import { phoneDestinations, type TPhoneAllowed } from './phone-rates';
import { toPhoneCall, toPhoneLine, toPhoneText } from './phone-view';
import { RECHARGE_KEY } from './recharge-phone-credit';

type TPage = { page: number; pageSize: number };

/** The caller's company's active line (PHONE_LINE_NOT_ACTIVE without one; another's: 404). */
export const activePhoneLine = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
): Promise<TPhoneLineRow> => {
  const company = await mailCompany(db, caller);
  const line = await findActiveLineOfCompany(db, company.id);
  if (!line) throw new AppError('PHONE_LINE_NOT_ACTIVE');
  return line;
};

/**
 * The Phone tab's summary: the line or whether a paid number waits, prices, unread texts, and
 * the countries texts and calls may go to with their rates.
 */
export const readPhoneSummary = async (
  db: TDbExecutor,
  allowed: TPhoneAllowed,
  caller: TCompanyCaller,
): Promise<TPhoneSummary> => {
  const company = await mailCompany(db, caller);
  const line = await findActiveLineOfCompany(db, company.id);
  const prices = new Map(
    (await findProducts(db, [PHONE_NUMBER_KEY, RECHARGE_KEY])).map((p) => [p.productKey, p.price]),
  );
  const pending = !line && (await companyHoldings(db, company.id)).owned.has(PHONE_NUMBER_KEY);
  const [unread] = line
    ? await db
        .select({ n: count() })
        .from(phoneMessages)
        .where(
          and(
            eq(phoneMessages.lineId, line.id),
            eq(phoneMessages.direction, 'inbound'),
            isNull(phoneMessages.readAt),
          ),
        )
    : [{ n: 0 }];
  return {
    line: line ? toPhoneLine(line) : null,
    pending,
    prices: { number: prices.get(PHONE_NUMBER_KEY) ?? 0, recharge: prices.get(RECHARGE_KEY) ?? 0 },
    unreadTexts: unread?.n ?? 0,
    destinations: phoneDestinations(allowed),
  };
};

/** The line's texts, received and sent, newest first. */
export const readPhoneTexts = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
  page: TPage,
): Promise<TPhoneTexts> => {
  const line = await activePhoneLine(db, caller);
  const where = eq(phoneMessages.lineId, line.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(phoneMessages)
      .where(where)
      .orderBy(desc(phoneMessages.receivedAt), desc(phoneMessages.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(phoneMessages).where(where),
  ]);
  return { items: rows.map(toPhoneText), total: total?.n ?? 0, ...page };
};

/** Every unread text of the line is read now; answers the first page. */
export const markTextsRead = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
  now: Date,
): Promise<TPhoneTexts> => {
  const line = await activePhoneLine(db, caller);
  await db
    .update(phoneMessages)
    .set({ readAt: now })
    .where(and(eq(phoneMessages.lineId, line.id), isNull(phoneMessages.readAt)));
  return readPhoneTexts(db, caller, { page: 1, pageSize: 25 });
};

/** The line's calls, newest first. */
export const readPhoneCalls = async (
  db: TDbExecutor,
  caller: TCompanyCaller,
  page: TPage,
): Promise<TPhoneCalls> => {
  const line = await activePhoneLine(db, caller);
  const where = eq(phoneCalls.lineId, line.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(phoneCalls)
      .where(where)
      .orderBy(desc(phoneCalls.at), desc(phoneCalls.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(phoneCalls).where(where),
  ]);
  return { items: rows.map(toPhoneCall), total: total?.n ?? 0, ...page };
};
