import { loadDotEnv, loadEnv } from '../config/env';
import { openDatabaseFromEnv } from '../db/open-from-env';
import { seedReferenceData } from './seed';

loadDotEnv();
const env = loadEnv();
const handle = openDatabaseFromEnv(env);
await handle.migrate();
await seedReferenceData(handle.db);
await handle.close();
console.log(`Migrations applied and reference data seeded (${handle.kind}).`);
