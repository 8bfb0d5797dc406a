import { outbox } from '../../db/schema';
import type { TDbExecutor } from '../../db/client';

export type TOutgoingMail = { kind: string; recipient: string; subject: string; textBody: string };

/** Queues an e-mail in the same transaction as the change that causes it. */
export const enqueueMail = async (tx: TDbExecutor, mail: TOutgoingMail): Promise<void> => {
  await tx.insert(outbox).values(mail);
};
