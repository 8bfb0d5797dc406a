import type { TService } from '@charterline/shared/schemas/services';
import type { TDatabase } from '../../db/client';
import { findProducts } from '../../db/catalogue';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany, isCompanyId } from '../companies';
import { isFreeFeature } from './create-order-services';
import { moveServiceIn } from './move-service';
import { serviceViews } from './read-services';
import { findServiceForUpdate, subscriptionsOf } from './services.repository';

/**
 * The customer turns a free feature off (issue 36 item 8: "Invoicing and payments" is not a
 * subscription, so it has no renewal to cancel): the service is CANCELLED at once, nothing is
 * charged or e-mailed, and the feature can be turned on again from its offer. Another
 * customer's service or an unknown id is 404; a paid service is refused (its renewal is
 * cancelled instead). Turning off twice answers the same.
 */
export const turnOffFeature = (
  db: TDatabase,
  input: { userId: string; companyId: string | null; serviceId: string },
): Promise<TService> =>
  db.transaction(async (tx) => {
    const service = isCompanyId(input.serviceId)
      ? await findServiceForUpdate(tx, input.serviceId)
      : null;
    if (!service || (input.companyId && input.companyId !== service.companyId)) {
      throw new AppError('NOT_FOUND');
    }
    await getCurrentCompany(tx, input.userId, service.companyId, { otherIs: 'NOT_FOUND' });
    const [product] = await findProducts(tx, [service.productKey]);
    const [subscription] = await subscriptionsOf(tx, [service.id]);
    if (!product || !isFreeFeature(product) || subscription) {
      throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
        message: `${service.name} is not a free feature: cancel its renewal instead.`,
      });
    }
    const moved =
      service.status === 'CANCELLED'
        ? service
        : await moveServiceIn(tx, {
            serviceId: service.id,
            to: 'CANCELLED',
            actor: 'customer',
            note: 'Turned off.',
            notify: false,
          });
    const [view] = await serviceViews(tx, moved.companyId, [moved]);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  });
