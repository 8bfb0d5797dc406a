import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPhoneLine, TPhoneSendText } from '@charterline/shared/schemas/phone-line';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PHONE_PATH } from './get-phone-summary';

/**
 * Sends a text from the company's number (answers the line with its credit after it): the
 * summary and the texts (where the sent one is listed) are asked again.
 */
export const useSendText = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPhoneSendText) =>
      apiRequest<TPhoneLine>(`${PHONE_PATH}/texts/send`, { method: 'POST', body }),
    // The form shows field errors itself.
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.phone.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.phoneTexts.all }),
      ]),
  });
};
