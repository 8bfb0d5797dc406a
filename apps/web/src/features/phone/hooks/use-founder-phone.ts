import type { TPhoneDestination } from '@charterline/shared/schemas/phone-line';
import type { CountryCode } from '@charterline/shared/schemas/phone';
import { founderCountryOf, preferredPhoneCountry } from '@/components/ui/phone-input';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { useUser } from '@/lib/auth';
import { destinationProblem } from '../destinations';

/**
 * What the phone forms start from (issue 36): the number the founder gave at sign-up when the
 * line can forward to it (else null), and the country a number typed without "+code" is read
 * in: the founder's own number's, else their address's, else the browser's, among the
 * countries the line reaches.
 */
export const useFounderPhone = (
  destinations: readonly TPhoneDestination[],
): { ownNumber: string | null; country: CountryCode } => {
  const user = useUser().data;
  const company = useCompanyDetails().data;
  const own = user?.phone ?? null;
  return {
    ownNumber: own && destinationProblem(own, destinations) === null ? own : null,
    country: preferredPhoneCountry({
      phone: own,
      country: founderCountryOf(company?.owners, user?.email),
      allowed: destinations.map((d) => d.country),
    }),
  };
};
