import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { EnvError, loadDotEnv, loadEnv } from './config/env';
import { openDatabaseFromEnv } from './db/open-from-env';
import { seedReferenceData } from './composition/seed';
import { closePdfPool, configurePdfPool } from './lib/pdf-pool';
import { startOutboxWorker } from './composition/outbox-worker';
import { startJobWorker } from './jobs/job-worker';
import { jobHandlers, jobSchedules } from './composition/jobs';
import { createMailer } from './modules/email/mailer';
import { backfillOrderServices } from './modules/services/backfill-order-services';
import { settleServiceStatuses } from './modules/services/settle-service-statuses';
import { resyncStaleObligations } from './modules/compliance/sync-obligations';

const start = async (): Promise<void> => {
  loadDotEnv();
  const env = loadEnv();
  const database = openDatabaseFromEnv(env);
  await database.migrate();
  await seedReferenceData(database.db);
  // Orders paid before issue 18 become services (idempotent; decision 0111).
  await backfillOrderServices(database.db);
  // Services made before issue 36 shown as they are: running ones ACTIVE (decision 0186).
  await settleServiceStatuses(database.db);
  // A rule seeding changed recomputes the open deadlines it gave (issue 19, decision 0121).
  await resyncStaleObligations(database.db, { now: new Date() });
  await configurePdfPool({ threads: env.PDF_WORKERS });
  const app = await buildApp({ env, database });
  const worker =
    env.OUTBOX_POLL_MS > 0
      ? startOutboxWorker(database.db, createMailer(env, app.log), {
          intervalMs: env.OUTBOX_POLL_MS,
          log: app.log,
        })
      : null;
  // Durable jobs (decision 0110): reminders, renewals, the payment reconciler…
  const jobs =
    env.JOBS_POLL_MS > 0
      ? startJobWorker(database.db, {
          handlers: jobHandlers(env),
          schedules: jobSchedules(env),
          pollMs: env.JOBS_POLL_MS,
          log: app.log,
        })
      : null;

  // SIGTERM/SIGINT: stop taking requests, finish the ones in flight, close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await worker?.stop();
    await jobs?.stop();
    await app.close();
    await closePdfPool();
    await database.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { db: database.kind, url: env.PUBLIC_URL },
    `${env.APP_NAME} ${env.APP_VERSION} is ready on ${env.PUBLIC_URL}`,
  );
};

start().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
