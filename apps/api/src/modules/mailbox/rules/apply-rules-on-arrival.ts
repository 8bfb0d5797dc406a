import type { TDbExecutor } from '../../../db/client';
import type { mailItems } from '../../../db/schema';

/**
 * Called by the recording of a letter (helper A), in its transaction: the company's rule for
 * the letter's category acts at once (afterDays null) or is scheduled as a `mail.rule` job.
 * Placeholder of the foundation: helper C builds it.
 */
export const applyMailRulesOnArrival = async (
  tx: TDbExecutor,
  item: typeof mailItems.$inferSelect,
  context: { now: Date },
): Promise<void> => {
  void tx;
  void item;
  void context;
};
