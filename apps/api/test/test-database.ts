import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty PostgreSQL database on the server of DATABASE_URL, dropped by `drop()`.
 * Each test file gets its own, so files run in parallel without seeing each other's rows.
 */
export const createFreshPostgresDatabase = async (
  baseUrl: string,
  prefix = 'test',
  /** A database to copy (nobody may be connected to it), else an empty one. */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
};
