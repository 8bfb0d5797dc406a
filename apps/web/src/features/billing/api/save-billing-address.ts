import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingAddress, TBillingAddressInput } from '@charterline/shared/schemas/billing';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { billingAddressQueryOptions } from './get-billing-address';
import { receiptAddressQueryOptions } from './get-receipt-address';

export const saveBillingAddress = (body: TBillingAddressInput): Promise<TBillingAddress> =>
  apiRequest<TBillingAddress>('/client/company/v7/billing-address', { method: 'POST', body });

export const useSaveBillingAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingAddress,
    onSuccess: (data) => {
      queryClient.setQueryData(billingAddressQueryOptions().queryKey, data);
      queryClient.setQueryData(receiptAddressQueryOptions().queryKey, data);
      toast.success('Your billing address has been saved.');
    },
  });
};
