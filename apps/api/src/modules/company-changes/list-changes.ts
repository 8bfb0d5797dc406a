import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import { getCurrentCompany } from '../companies';
import { viewsOf } from './change-views';
import { listChangesOf } from './company-changes.repository';

/** The caller's company's changes, newest first, of every status. */
export const listChanges = async (
  db: TDbExecutor,
  input: { userId: string; companyId: string | null },
): Promise<TCompanyChange[]> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  return viewsOf(db, company, await listChangesOf(db, company.id));
};
