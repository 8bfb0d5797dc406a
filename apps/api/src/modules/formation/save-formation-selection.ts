import type { ZFormationSelectionRequest } from '@charterline/shared/schemas/company';
import { AppError } from '../../lib/app-error';
import { excludedProductTypes } from '../billing';
import { findState } from '../legal-facts';
import { moveCompany } from '../companies';
import type { TFormationStep } from './formation-steps';
import { listActiveProductTypes } from './formation.repository';

/**
 * Before payment: the state to form in and the optional products. Choosing products moves
 * a new company to PENDING_PAYMENT; after payment both are fixed.
 */
export const saveFormationSelection: TFormationStep<typeof ZFormationSelectionRequest> = async (
  tx,
  company,
  input,
  userId,
) => {
  if (company.paymentStatus === 'PAID') {
    throw new AppError('DATA_NOT_EDITABLE', {
      message: 'The state and products are paid for; contact support to change them.',
    });
  }
  const state = await findState(tx, input.state);
  if (!state) throw new AppError('INVALID_STATE', { field: 'state' });
  const excluded = excludedProductTypes(company, state);
  const keys = [...new Set(input.products ?? [])];
  if (keys.length > 0) {
    const known = await listActiveProductTypes(tx, keys);
    const offered = new Set(known.filter((p) => !excluded.includes(p.type)).map((p) => p.key));
    const missing = keys.filter((k) => !offered.has(k));
    if (missing.length > 0) {
      throw new AppError('PRODUCT_NOT_AVAILABLE', {
        field: 'products',
        message: `These products are not available: ${missing.join(', ')}.`,
      });
    }
  }
  const choseProducts = input.products !== undefined;
  // Another state can take an offer away (franchise tax): an earlier choice it excludes goes.
  const earlier = company.selectedProducts;
  const stillOffered =
    choseProducts || earlier.length === 0
      ? earlier
      : (await listActiveProductTypes(tx, earlier))
          .filter((p) => !excluded.includes(p.type))
          .map((p) => p.key);
  const dropped = !choseProducts && stillOffered.length !== earlier.length;
  await moveCompany(tx, company, {
    kind: 'FORMATION_SELECTION_SAVED',
    actor: 'customer',
    actorUserId: userId,
    ...(choseProducts && company.companyStatus === 'NONE'
      ? { companyStatus: 'PENDING_PAYMENT' as const }
      : {}),
    onboardingStatus: choseProducts ? 'PENDING_PAYMENT' : 'INITIAL_PRODUCT_SELECTION_IN_PROGRESS',
    set: {
      state: state.code,
      ...(choseProducts
        ? { selectedProducts: keys }
        : dropped
          ? { selectedProducts: stillOffered }
          : {}),
    },
    data: { state: state.code, products: keys },
  });
};
