import type { TService } from '@charterline/shared/schemas/services';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany } from '../companies';
import { serviceViews } from './read-services';
import { findService, listServicesOf } from './services.repository';

/** The caller's company's services, newest first (another customer's company: 403). */
export const listCompanyServices = async (
  db: TDbExecutor,
  input: { userId: string; companyId: string | null },
): Promise<TService[]> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  return serviceViews(db, company.id, await listServicesOf(db, company.id));
};

/**
 * One service of the caller's: 404 when it is another customer's, unknown, or not of the
 * company asked for; never a sign that it exists.
 */
export const readCompanyService = async (
  db: TDbExecutor,
  input: { userId: string; serviceId: string; companyId: string | null },
): Promise<TService> => {
  const service = await findService(db, input.serviceId);
  if (!service || (input.companyId && input.companyId !== service.companyId)) {
    throw new AppError('NOT_FOUND');
  }
  await getCurrentCompany(db, input.userId, service.companyId, { otherIs: 'NOT_FOUND' });
  const [view] = await serviceViews(db, service.companyId, [service]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
};
