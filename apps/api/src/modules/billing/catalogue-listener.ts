import type { FastifyInstance } from 'fastify';
import { listenForCatalogueChanges } from './catalogue-cache';

/**
 * The instance listens for catalogue changes from its start to its close. If it cannot
 * (the database is down at start), it keeps its copy only briefly (catalogue-cache.ts).
 */
export const registerCatalogueListener = (app: FastifyInstance): void => {
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = await listenForCatalogueChanges(app.database).catch((error: unknown) => {
      app.log.warn({ err: error }, 'catalogue: not listening for changes');
      return null;
    });
  });
  app.addHook('onClose', async () => {
    await stop?.().catch(() => undefined);
  });
};
