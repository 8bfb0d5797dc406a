import type { TEnv } from '../config/env';
import './wiring';
import { createStorage, type TStorageConfig } from '../lib/storage/create-storage';
import { runImportJobFromQueue } from '../modules/accounting/import/import-job';
import { sweepOrphanFiles } from '../modules/companies/sweep-orphan-files';
import { deleteExpiredStorageHolds } from '../modules/documents/vault-usage.repository';
import { purgeDeletedDocuments } from '../modules/documents/purge-deleted-documents';
import { runComplianceSweep } from '../modules/compliance/reminders/sweep-job';
import { runInvoiceReminders } from '../modules/invoicing/reminders/send-invoice-reminders';
import { assignPhoneNumber } from '../modules/phone/assign-phone-number';
import { releaseEndedLines } from '../modules/phone/release-ended-lines';
import { settleStaleCalls } from '../modules/phone/settle-stale-calls';
import {
  createPhoneProvider,
  type TPhoneConfig,
} from '../modules/phone/provider/create-phone-provider';
import { runSubscriptionSweep } from '../modules/subscriptions/sweep-job';
import { purgePendingAttachments } from '../modules/support/attachments/purge-pending-attachments';
import { runMailRule } from '../modules/mailbox/rules/run-mail-rule';
import { runUrgentMail } from '../modules/mailbox/urgent/run-urgent-mail';
import type { TJobHandlers, TJobSchedule } from '../jobs/job-types';
import { reconcilePayments } from '../modules/payments/reconcile-payments';

type TJobsConfig = TStorageConfig &
  TPhoneConfig &
  Pick<
    TEnv,
    | 'RECONCILE_INTERVAL_MS'
    | 'SUBSCRIPTIONS_SWEEP_MS'
    | 'COMPLIANCE_SWEEP_MS'
    | 'PAYMENT_PROVIDER'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_API_BASE'
    | 'STRIPE_TIMEOUT_MS'
    | 'PUBLIC_URL'
    | 'APP_NAME'
    | 'PHONE_ALLOWED_COUNTRIES'
    | 'MAIL_FACILITY_LINE1'
    | 'MAIL_FACILITY_CITY'
    | 'MAIL_FACILITY_REGION'
    | 'MAIL_FACILITY_POSTAL_CODE'
  >;

/**
 * Every kind of durable job the API runs, by name (decision 0110). An area adds one line
 * here; its handler takes `{ db, now, log, attempt, payload }` and keeps its effects
 * idempotent (a job may run again after a crash).
 */
export const jobHandlers = (config: TJobsConfig): TJobHandlers => ({
  'payments.reconcile': async ({ db, log }) => {
    const fulfilled = await reconcilePayments(db);
    if (fulfilled > 0) log.info({ sessions: fulfilled }, 'payments: paid sessions fulfilled');
    return fulfilled;
  },
  // Renewal reminders, charges, retries, lapses and ends (decision 0112), at the job's time.
  'subscriptions.sweep': ({ db, now, log }) => runSubscriptionSweep({ db, config, log }, now),
  // Compliance deadlines brought up to date, then their reminders (decision 0122).
  'compliance.sweep': ({ db, now, log }) => runComplianceSweep({ db, log }, now),
  // Deleted uploads past their 30 days lose bytes and row (decision 0130).
  'documents.purge': async ({ db, now, log }) => {
    const purged = await purgeDeletedDocuments({ db, storage: createStorage(config, db) }, now);
    if (purged > 0) log.info({ documents: purged }, 'documents: deleted uploads purged');
    return purged;
  },
  // Bytes in file_chunks whose company is gone: removed (issue 33 item 5, decision 0175).
  // With them, the quota holds of uploads whose request never answered (they weigh nothing).
  'files.sweep': async ({ db, now, log }) => {
    const removed = await sweepOrphanFiles(db);
    if (removed > 0) log.info({ keys: removed }, 'files: orphaned stored bytes removed');
    const holds = await deleteExpiredStorageHolds(db, now);
    if (holds > 0) log.info({ holds }, 'files: expired storage holds removed');
    return removed;
  },
  // Invoice reminders: 3 days before due, on the due date, 7 days after, each once (0141).
  'invoicing.reminders': ({ db, now, log }) =>
    runInvoiceReminders(
      { db, log, publicUrl: config.PUBLIC_URL, appName: config.APP_NAME, facility: config },
      now,
    ),
  // A committed bank statement booked in chunks, with progress (decision 0147).
  'accounting.import': (context) =>
    runImportJobFromQueue(createStorage(config, context.db), context),
  // Issue 23: an urgent letter's daily reminder and its ticket after 48 hours (decision 0156).
  'mail.urgent': (context) => runUrgentMail(context),
  // Issue 23: a mail rule's delayed action on one letter, re-checked when it runs (0156).
  'mail.rule': (context) => runMailRule(context),
  // A bought US number gets assigned by the phone provider; retried while none is free (0157).
  'phone.assign': ({ db, log, payload }) =>
    assignPhoneNumber(db, createPhoneProvider(config, db), payload, log),
  // A number whose subscription ended goes back to the provider (decision 0157).
  'phone.release': ({ db, now, log }) =>
    releaseEndedLines(db, createPhoneProvider(config, db), now, log),
  // A forwarded call whose end callback never came: asked of the provider, settled (issue 33).
  'phone.settle': ({ db, now, log }) =>
    settleStaleCalls(
      {
        db,
        provider: createPhoneProvider(config, db),
        allowed: config.PHONE_ALLOWED_COUNTRIES,
        log,
      },
      now,
    ),
  // Issue 24: support files uploaded but never sent lose row and bytes after a day (0162).
  'support.attachments.purge': async ({ db, now, log }) => {
    const purged = await purgePendingAttachments({ db, storage: createStorage(config, db) }, now);
    if (purged > 0) log.info({ attachments: purged }, 'support: unsent attachments purged');
    return purged;
  },
});

/** The recurring jobs: one open occurrence each, however many instances run. */
export const jobSchedules = (config: TJobsConfig): TJobSchedule[] => [
  ...(config.RECONCILE_INTERVAL_MS > 0
    ? [{ name: 'payments.reconcile', everyMs: config.RECONCILE_INTERVAL_MS }]
    : []),
  ...(config.SUBSCRIPTIONS_SWEEP_MS > 0
    ? [
        { name: 'subscriptions.sweep', everyMs: config.SUBSCRIPTIONS_SWEEP_MS },
        // On the sweep's clock: a line is released once its subscription has ended.
        { name: 'phone.release', everyMs: config.SUBSCRIPTIONS_SWEEP_MS },
        // On the same clock: an unsent upload goes within a sweep of its 24 hours.
        { name: 'support.attachments.purge', everyMs: config.SUBSCRIPTIONS_SWEEP_MS },
      ]
    : []),
  ...(config.COMPLIANCE_SWEEP_MS > 0
    ? [{ name: 'compliance.sweep', everyMs: config.COMPLIANCE_SWEEP_MS }]
    : []),
  { name: 'documents.purge', everyMs: 86_400_000 },
  { name: 'files.sweep', everyMs: 86_400_000 },
  { name: 'phone.settle', everyMs: 3_600_000 },
  // On the compliance sweep's clock: a reminder is due on a day, and is sent once that day.
  ...(config.COMPLIANCE_SWEEP_MS > 0
    ? [{ name: 'invoicing.reminders', everyMs: config.COMPLIANCE_SWEEP_MS }]
    : []),
];
