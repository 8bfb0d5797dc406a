import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../src/db/client';
import {
  complianceObligations,
  complianceReminders,
  complianceRules,
  outbox,
} from '../src/db/schema';

/** Wyoming's rule row as the data has it (the reminders read its dissolution note). */
export const givenWyomingRule = async (db: TDatabase) => {
  await db
    .insert(complianceRules)
    .values({
      key: 'state:WY',
      version: 1,
      data: {
        code: 'WY',
        notes: 'Greater of $60 or $0.0002 x WY assets; dissolution if unpaid 60 days after due.',
      },
      sourceLine: '# source: test',
      checksum: 'test',
    })
    .onConflictDoNothing();
};

/** An obligation row as the compliance module materialises it (Wyoming's annual report). */
export const givenObligation = async (
  db: TDatabase,
  input: {
    companyId: string;
    dueDate: string;
    period?: string;
    serviceId?: string;
    resolution?: 'filed' | 'not_applicable';
    /** Another obligation than the Wyoming report (a final Form 5472: key, kind, title…). */
    over?: Partial<typeof complianceObligations.$inferInsert>;
  },
) => {
  const [row] = await db
    .insert(complianceObligations)
    .values({
      companyId: input.companyId,
      key: 'state:WY:annual-report',
      period: input.period ?? input.dueDate.slice(0, 4),
      kind: 'state',
      ruleKey: 'state:WY',
      ruleVersion: 1,
      title: 'Wyoming annual report',
      agency: 'WY Secretary of State',
      dueDate: input.dueDate,
      feeCents: 6000,
      resolution: input.resolution ?? null,
      filedOn: input.resolution === 'filed' ? input.dueDate : null,
      serviceId: input.serviceId ?? null,
      ...input.over,
    })
    .returning();
  if (!row) throw new Error('no obligation');
  return row;
};

/** The reminders recorded for the obligation: key and whether an e-mail went (not skipped or muted). */
export const remindersOf = async (db: TDatabase, obligationId: string) =>
  (
    await db
      .select()
      .from(complianceReminders)
      .where(eq(complianceReminders.obligationId, obligationId))
      .orderBy(asc(complianceReminders.id))
  ).map((r) => ({
    key: r.reminderKey,
    mailed: !('skippedFor' in r.data) && !('muted' in r.data),
  }));

/** The subjects of the e-mails queued for the address, oldest first. */
export const subjectsTo = async (db: TDatabase, email: string): Promise<string[]> =>
  (
    await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(asc(outbox.createdAt))
  ).map((m) => m.subject);
