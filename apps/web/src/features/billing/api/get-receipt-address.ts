import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingAddress } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The name and address the company's receipts print: its billing address, else its own
 * (place of business, own mailing address, first owner's home); null when none is known.
 */
export const receiptAddressQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.billingAddress.detail('on-receipts'),
    queryFn: ({ signal }) =>
      apiRequest<TBillingAddress | null>('/client/company/v7/billing-address/on-receipts', {
        signal,
      }),
  });

export const useReceiptAddress = () => useQuery(receiptAddressQueryOptions());
