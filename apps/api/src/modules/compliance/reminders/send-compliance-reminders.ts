import type { TDatabase, TDbExecutor } from '../../../db/client';
import { insertCompanyEvent, companyPhrase } from '../../companies';
import { enqueueCompanyMail, type TCompanyMailRecipient } from '../../companies';
import { complianceReminderMail } from '../../email';
import { addDays, daysBetween, isoDayOf } from '../../../lib/dates';
import { presentObligation } from '../engine/present-obligation';
import { planReminder, REMINDER_HORIZON_DAYS, type TReminderPlan } from './plan-reminder';
import { preferencesOf } from './read-preferences';
import {
  listReminderCandidates,
  lockOpenObligation,
  recordedKeysOf,
  recordReminders,
  type TReminderCandidate,
} from './reminders.repository';

/** The notification (company event) each reminder e-mail comes with. */
export const COMPLIANCE_REMINDER_EVENT = 'COMPLIANCE_REMINDER';
const PAGE = 200;
/** Statuses of a "File it for me" service that is still filing it. */
const FILING = new Set(['ORDERED', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER']);

export type TSendRemindersOptions = {
  now: Date;
  log?: { error: (obj: object, msg: string) => void };
};

const planFor = (c: TReminderCandidate, dueDate: string, today: string, recorded: Set<string>) =>
  planReminder({
    dueDate,
    today,
    recorded,
    preferences: preferencesOf(c.preferences),
    inProgress: c.serviceStatus !== null && FILING.has(c.serviceStatus),
  });

/** When the rule version is gone (never expected): what is true of every state filing. */
const STATE_DEFAULT =
  'A late filing can bring a late fee and cost the company its good standing with the state.';

/** What the page says happens if it is missed (the engine's presentation of its rule). */
const missedConsequence = (c: TReminderCandidate, dueDate: string) => {
  if (!c.ruleData) return { text: STATE_DEFAULT, dissolutionAfterDays: null };
  const shown = presentObligation(
    { key: c.key, ruleKey: c.ruleKey, dueDate },
    {
      key: c.ruleKey,
      version: c.ruleVersion,
      data: c.ruleData,
      sourceLine: c.ruleSourceLine ?? '',
    },
  );
  return { text: shown.consequence, dissolutionAfterDays: shown.dissolutionAfterDays };
};

const mailOf = (
  c: TReminderCandidate,
  plan: TReminderPlan,
  dates: { dueDate: string; today: string },
  user: TCompanyMailRecipient,
) => {
  const { dueDate, today } = dates;
  const missed = missedConsequence(c, dueDate);
  const dissolutionDate =
    missed.dissolutionAfterDays === null ? null : addDays(dueDate, missed.dissolutionAfterDays);
  return complianceReminderMail({
    user,
    company: companyPhrase(c),
    obligation: { id: c.id, title: c.title, agency: c.agency, dueDate, feeCents: c.feeCents },
    daysUntilDue: plan.daysUntilDue,
    inProgress: c.serviceStatus !== null && FILING.has(c.serviceStatus),
    consequence: missed.text,
    dissolution: dissolutionDate
      ? { date: dissolutionDate, daysLeft: daysBetween(today, dissolutionDate) }
      : null,
  });
};

/**
 * Under the obligation's row lock, plans again from what is recorded now and records the
 * reminder with its e-mail and notification in one transaction: the unique (obligation,
 * key) row is the guard, so a worker that lost the race sends nothing. True when e-mailed.
 */
const remindOne = async (
  tx: TDbExecutor,
  c: TReminderCandidate,
  today: string,
  now: Date,
): Promise<boolean> => {
  const open = await lockOpenObligation(tx, c.id);
  if (!open) return false;
  const recorded = (await recordedKeysOf(tx, [c.id])).get(c.id) ?? new Set<string>();
  const plan = planFor(c, open.dueDate, today, recorded);
  if (!plan) return false;
  const data = { dueDate: open.dueDate, daysUntilDue: plan.daysUntilDue };
  const [sent] = await recordReminders(
    tx,
    [
      {
        obligationId: c.id,
        reminderKey: plan.key,
        data: plan.muted ? { ...data, muted: true } : data,
      },
    ],
    now,
  );
  if (!sent) return false;
  await recordReminders(
    tx,
    plan.skipped.map((key) => ({
      obligationId: c.id,
      reminderKey: key,
      data: { skippedFor: plan.key },
    })),
    now,
  );
  if (plan.muted) return false;
  await enqueueCompanyMail(tx, { companyId: c.companyId, topic: 'compliance' }, (user) =>
    mailOf(c, plan, { dueDate: open.dueDate, today }, user),
  );
  await insertCompanyEvent(tx, {
    companyId: c.companyId,
    kind: COMPLIANCE_REMINDER_EVENT,
    actor: 'system',
    data: { obligationId: c.id, title: c.title, reminderKey: plan.key, ...data },
    createdAt: now,
  });
  return true;
};

/**
 * The reminders owed at `now` (the compliance sweep runs it; tests move the clock): for each
 * open obligation of a company not dissolved (of a dissolved one, its final federal returns),
 * the one reminder planReminder says, each
 * exactly once however many workers run at the same moment. Answers how many e-mails were
 * queued. One obligation's failure is logged and left for the next run.
 */
export const sendComplianceReminders = async (
  db: TDatabase,
  options: TSendRemindersOptions,
): Promise<number> => {
  const today = isoDayOf(options.now);
  const dueBy = addDays(today, REMINDER_HORIZON_DAYS);
  let sent = 0;
  let after: { dueDate: string; id: string } | null = null;
  for (;;) {
    const page = await listReminderCandidates(db, { dueBy, after, limit: PAGE });
    const recorded = await recordedKeysOf(
      db,
      page.map((c) => c.id),
    );
    for (const c of page) {
      // Most rows owe nothing today: only those that do open a transaction.
      if (!planFor(c, c.dueDate, today, recorded.get(c.id) ?? new Set())) continue;
      try {
        if (await db.transaction((tx) => remindOne(tx, c, today, options.now))) sent += 1;
      } catch (error) {
        options.log?.error({ err: error, obligationId: c.id }, 'compliance reminder failed');
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return sent;
    after = { dueDate: last.dueDate, id: last.id };
  }
};
