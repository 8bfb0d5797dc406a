import type { TDbExecutor } from '../../../db/client';
import type { mailItems } from '../../../db/schema';

/**
 * Called by the recording of an urgent letter (helper A), in its transaction: the e-mail at
 * once, and the `mail.urgent` job that reminds every 24 hours until the letter is opened and
 * opens a support ticket after 48. Placeholder of the foundation: helper C builds it.
 */
export const scheduleUrgentMail = async (
  tx: TDbExecutor,
  item: typeof mailItems.$inferSelect,
  context: { now: Date },
): Promise<void> => {
  void tx;
  void item;
  void context;
};
