import { MAIL_REQUEST_METADATA_KEY } from '@charterline/shared/schemas/mail';
import type { TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isCompanyId } from '../../companies';
import { findMailRequestOf } from './mail-requests.repository';

/** The mail request a checkout's metadata names, if any. */
export const mailRequestIdOf = (metadata: Record<string, unknown> | undefined): string | null => {
  const id = metadata?.[MAIL_REQUEST_METADATA_KEY];
  return typeof id === 'string' && id.length > 0 ? id : null;
};

/**
 * A checkout that pays for a mail request (`metadata.mailRequestId`): the request must be the
 * company's and waiting for payment, and the basket exactly its one product
 * (VALIDATION_ERROR otherwise).
 */
export const assertMailRequestCheckout = async (
  db: TDbExecutor,
  input: { companyId: string; items: readonly string[]; requestId: string },
): Promise<void> => {
  const request = isCompanyId(input.requestId)
    ? await findMailRequestOf(db, input.companyId, input.requestId)
    : null;
  if (!request || request.status !== 'awaiting_payment' || !request.productKey) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'metadata',
      message: 'This mail request is not waiting for payment. Reload your mail and try again.',
    });
  }
  if (input.items.length !== 1 || input.items[0] !== request.productKey) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'items',
      message: `This mail request is paid with ${request.productKey}.`,
    });
  }
};
