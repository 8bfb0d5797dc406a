import type { TCompanyDetails } from '../schemas/company';
import { SERVICE_PAGES } from '../schemas/services';
import { productKeyForService } from '../services';

/** "Bring your LLC": the details of an LLC formed elsewhere (decision 0113). */
export const BRING_YOUR_LLC_PATH = '/dashboard/onboarding/bring-your-llc';
export const HOME_PATH = '/dashboard/home';
export const ONBOARDING_PATH = '/dashboard/onboarding';

/**
 * Which of the three paths in a company is on (issue 18 §1), and where on it:
 * - `new-llc`: we form it (the wizard);
 * - `bring-your-llc`: formed elsewhere, its details not entered yet;
 * - `verifying` / `verified`: formed elsewhere, details entered, checked by staff or not yet;
 * - `one-service`: signed up for one service and nothing else started: its offer.
 */
export type TCustomerPath =
  | { kind: 'new-llc' }
  | { kind: 'bring-your-llc' }
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'one-service'; productKey: string };

type TPathInput = Pick<
  TCompanyDetails,
  'origin' | 'stateFileNumber' | 'detailsVerified' | 'signupService' | 'paymentStatus' | 'state'
>;

export const customerPathOf = (company: TPathInput): TCustomerPath => {
  if (company.origin === 'FORMED_ELSEWHERE') {
    if (!company.stateFileNumber) return { kind: 'bring-your-llc' };
    return { kind: company.detailsVerified ? 'verified' : 'verifying' };
  }
  const productKey = productKeyForService(company.signupService);
  // Once formation is chosen (a state) or paid, the wizard leads.
  if (productKey && company.paymentStatus !== 'PAID' && !company.state) {
    return { kind: 'one-service', productKey };
  }
  return { kind: 'new-llc' };
};

/** Bring your LLC, coming back to `returnTo` (a same-site path) once the details are saved. */
export const bringYourLlcPath = (returnTo?: string): string =>
  returnTo
    ? `${BRING_YOUR_LLC_PATH}?returnTo=${encodeURIComponent(returnTo)}`
    : BRING_YOUR_LLC_PATH;

/**
 * Where a new account lands: an existing business on Bring your LLC (then the service's
 * offer when it came for one), a service sign-up on that service's offer, else home.
 */
export const signupLandingPath = (input: {
  businessType: 'NEW' | 'EXISTING';
  serviceCode: string | null | undefined;
}): string => {
  const productKey = productKeyForService(input.serviceCode);
  const offer = productKey ? SERVICE_PAGES.offer(productKey) : undefined;
  if (input.businessType === 'EXISTING') return bringYourLlcPath(offer);
  return offer ?? HOME_PATH;
};
