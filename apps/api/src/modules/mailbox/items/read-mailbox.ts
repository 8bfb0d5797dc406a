import type { TMailbox } from '@charterline/shared/schemas/mail';
import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { mailSuites } from '../../../db/schema';
import { findProducts } from '../../../db/catalogue';
import type { TEnv } from '../../../config/env';
import { companyPhrase } from '../../companies';
import type { TCompanyRow } from '../../companies';
import { FORWARDING_FEE_KEY, MAIL_UNLOCK_KEY, mailPlanOf } from '../mailbox-company';

export type TFacility = Pick<
  TEnv,
  | 'MAIL_FACILITY_LINE1'
  | 'MAIL_FACILITY_CITY'
  | 'MAIL_FACILITY_REGION'
  | 'MAIL_FACILITY_POSTAL_CODE'
>;

/**
 * The company's suite at our facility (decision 0154): the next number of `mail_suite_seq`
 * the first time it is asked for, the same one ever after, never another company's.
 */
export const suiteNumberOf = async (db: TDbExecutor, companyId: string): Promise<number> => {
  await db.insert(mailSuites).values({ companyId }).onConflictDoNothing();
  const [row] = await db
    .select({ suite: mailSuites.suite })
    .from(mailSuites)
    .where(eq(mailSuites.companyId, companyId));
  if (!row) throw new Error(`no suite for company ${companyId}`);
  return row.suite;
};

/** The company's address at our facility: the street, its suite, the city, region and code. */
export const mailboxAddressOf = async (
  db: TDbExecutor,
  companyId: string,
  facility: TFacility,
) => ({
  line1: facility.MAIL_FACILITY_LINE1,
  line2: `Suite ${await suiteNumberOf(db, companyId)}`,
  city: facility.MAIL_FACILITY_CITY,
  region: facility.MAIL_FACILITY_REGION,
  postalCode: facility.MAIL_FACILITY_POSTAL_CODE,
  country: 'US',
});

/** The mailbox: address lines (while active), the plan and the prices of paid actions. */
export const readMailbox = async (
  db: TDbExecutor,
  company: TCompanyRow,
  facility: TFacility,
): Promise<TMailbox> => {
  const plan = await mailPlanOf(db, company.id);
  const products = await findProducts(db, [FORWARDING_FEE_KEY, MAIL_UNLOCK_KEY]);
  const price = (key: string) => products.find((p) => p.productKey === key)?.price ?? 0;
  return {
    active: plan.active,
    address: plan.active
      ? {
          recipient:
            companyPhrase(company) === 'your company' ? 'Your company' : companyPhrase(company),
          ...(await mailboxAddressOf(db, company.id, facility)),
        }
      : null,
    unlimitedForwarding: plan.unlimitedForwarding,
    prices: { forwarding: price(FORWARDING_FEE_KEY), unlock: price(MAIL_UNLOCK_KEY) },
  };
};
