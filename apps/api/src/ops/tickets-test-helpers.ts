import { eq } from 'drizzle-orm';
import { companies, supportTickets } from '../db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { listeningOps } from '../../test/ops-cli-helpers';

/**
 * What the `tickets` suites share: the CLI against a listening portal, a ticket's row, and a
 * customer whose company is named Acme LLC. Call at the top of a `describe`.
 */
export const ticketsOps = () => {
  const { app, ops } = listeningOps();
  const rowOf = async (id: string) => {
    const [row] = await app().db.select().from(supportTickets).where(eq(supportTickets.id, id));
    if (!row) throw new Error('no ticket');
    return row;
  };
  const customer = async () => {
    const c = await createSignedInUser(app(), { firstName: 'Ada' });
    await app()
      .db.update(companies)
      .set({ companyName: 'Acme', companyNameType: 'LLC' })
      .where(eq(companies.id, c.company.id));
    return c;
  };
  return { app, ops, rowOf, customer };
};
