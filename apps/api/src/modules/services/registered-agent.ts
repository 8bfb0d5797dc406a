import type { TAddress } from '@charterline/shared/schemas/company';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyChanges, registeredAgentOffices, subscriptions } from '../../db/schema';
import type { TCompanyRow } from '../companies';
import { listServicesOf, subscriptionsOf } from './services.repository';

// The registered agent, one truth (issue 36 item 1, decision 0187): the profile, Your services,
// compliance, the changes and the operating agreement all read `registeredAgentOf`.

/** The product that makes us a company's registered agent. */
export const RA_PRODUCT_KEY = 'registered-agent';

export type TAgentProvider = 'ours' | 'theirs' | 'none';

export type TRegisteredAgentTruth = {
  /**
   * ours: the state has our agent and our service serves it; theirs: the state has the
   * company's own agent; none: the state has ours, but our service ended (the state needs one).
   */
  provider: TAgentProvider;
  name: string | null;
  /** Ours: our office in the company's state (null until staff record it); theirs: as given. */
  address: TAddress | null;
  /** The day the agent took office, when known (a filed change, or the formation we filed). */
  since: string | null;
  /** Ours, renewing: the day the next term is charged. */
  renewsOn: string | null;
  /** Ours, not renewing: the day our service ends. */
  endsOn: string | null;
};

const day = (at: Date) => at.toISOString().slice(0, 10);

/** Our agent service's running subscription (ACTIVE or PAST_DUE), and whether one ever was. */
const ourAgentService = async (db: TDbExecutor, companyId: string) => {
  const agents = (await listServicesOf(db, companyId)).filter(
    (s) => s.productKey === RA_PRODUCT_KEY,
  );
  const live = agents.filter((s) => s.status !== 'CANCELLED' && s.status !== 'REFUNDED');
  const running = (
    await subscriptionsOf(
      db,
      live.map((s) => s.id),
    )
  ).filter((s) => s.status === 'ACTIVE' || s.status === 'PAST_DUE');
  const [latest] = running.sort((a, b) => b.termEndsAt.getTime() - a.termEndsAt.getTime());
  return { running: latest ?? null, ever: agents.length > 0 };
};

/** The day the latest registered-agent change filed with the state was completed. */
const changedOn = async (db: TDbExecutor, companyId: string): Promise<string | null> => {
  const [row] = await db
    .select({ completedAt: companyChanges.completedAt })
    .from(companyChanges)
    .where(
      and(
        eq(companyChanges.companyId, companyId),
        eq(companyChanges.kind, 'REGISTERED_AGENT'),
        eq(companyChanges.status, 'completed'),
      ),
    )
    .orderBy(desc(companyChanges.completedAt))
    .limit(1);
  return row?.completedAt ? day(row.completedAt) : null;
};

/** Our office in a state, as staff recorded it. */
export const findAgentOffice = async (db: TDbExecutor, state: string) => {
  const [row] = await db
    .select()
    .from(registeredAgentOffices)
    .where(eq(registeredAgentOffices.state, state.toUpperCase()));
  return row ?? null;
};

export const listAgentOffices = (db: TDbExecutor) =>
  db.select().from(registeredAgentOffices).orderBy(registeredAgentOffices.state);

export const saveAgentOffice = async (
  db: TDbExecutor,
  office: { state: string; name: string; address: TAddress },
  now: Date,
) => {
  const values = { ...office, state: office.state.toUpperCase(), updatedAt: now };
  const [row] = await db
    .insert(registeredAgentOffices)
    .values(values)
    .onConflictDoUpdate({ target: registeredAgentOffices.state, set: values })
    .returning();
  if (!row) throw new Error(`agent office ${office.state} not saved`);
  return row;
};

/**
 * Who the state has as the company's registered agent. The company's record (set at
 * formation, on bringing the LLC and by each completed change) says whose agent it is; our
 * service says whether ours still serves it and when it renews. A record of ours with no
 * service running is 'none' once our service ended — never the case for a company that never
 * had it (an LLC brought in before decision 0187 saved "switch to ours" as ours): theirs, not
 * named. No record and no service: null (not chosen yet).
 */
export const registeredAgentOf = async (
  db: TDbExecutor,
  company: TCompanyRow,
): Promise<TRegisteredAgentTruth | null> => {
  const record = company.registeredAgent;
  const service = await ourAgentService(db, company.id);
  if (!record && !service.running) return null;
  const beingFormed = company.businessType !== 'EXISTING' && company.formationDate === null;
  const recordSaysOurs = record ? record.useOurs : true;
  const provider: TAgentProvider = !recordSaysOurs
    ? 'theirs'
    : service.running || beingFormed
      ? 'ours'
      : service.ever
        ? 'none'
        : 'theirs';
  if (provider === 'theirs') {
    const named = record && !record.useOurs;
    return {
      provider,
      name: named ? record.name : null,
      address: named ? record.address : null,
      since: (await changedOn(db, company.id)) ?? null,
      renewsOn: null,
      endsOn: null,
    };
  }
  const office = company.state ? await findAgentOffice(db, company.state) : null;
  const running = service.running;
  return {
    provider,
    name: office?.name ?? record?.name ?? null,
    address: office?.address ?? null,
    since: beingFormed
      ? null
      : ((await changedOn(db, company.id)) ??
        (company.businessType === 'EXISTING' ? null : company.formationDate)),
    renewsOn: running && !running.cancelRequestedAt ? day(running.termEndsAt) : null,
    endsOn: running?.cancelRequestedAt ? day(running.termEndsAt) : null,
  };
};

/**
 * A change of agent to the company's own, filed with the state: our service no longer serves
 * the company, so its renewal stops (the term paid runs out; no charge for the next).
 */
export const stopOurAgentRenewal = async (
  tx: TDbExecutor,
  companyId: string,
  now: Date,
): Promise<number> => {
  const ours = (await listServicesOf(tx, companyId))
    .filter((s) => s.productKey === RA_PRODUCT_KEY)
    .map((s) => s.id);
  if (ours.length === 0) return 0;
  const rows = await tx
    .update(subscriptions)
    .set({ cancelRequestedAt: now, updatedAt: now })
    .where(
      and(
        inArray(subscriptions.serviceId, ours),
        inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE']),
        isNull(subscriptions.cancelRequestedAt),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
};
