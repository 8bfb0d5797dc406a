// The API as a library: the pieces server.ts composes, for tools that embed the app in a
// process of their own (the benchmarks run it beside a bare Fastify route).
export { buildApp } from './app';
export { loadEnv } from './config/env';
export { openDatabase } from './db/client';
export { openDatabaseFromEnv } from './db/open-from-env';
export { installedPgliteVersion, pgliteTemplateDir } from './db/pglite-template';
export { seedReferenceData } from './composition/seed';
