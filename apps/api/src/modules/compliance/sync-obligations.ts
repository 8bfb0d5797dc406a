import type { TDatabase } from '../../db/client';

/**
 * Replaced by module helper at merge: the compliance module (helper B) materialises every
 * company's obligations here. On this branch the reminders sweep only needs the name.
 */
export const syncAllCompanies = async (
  _db: TDatabase,
  _options: { now: Date },
): Promise<void> => {};
