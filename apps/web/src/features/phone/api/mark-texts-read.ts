import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPhoneTexts } from '@charterline/shared/schemas/phone-line';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PHONE_PATH } from './get-phone-summary';
import { TEXTS_PAGE_SIZE } from './get-phone-texts';

/**
 * POST …/phone/texts/read: every text is read; answers page 1 (the summary's count changes).
 * `onMarking` hears which texts were unread on screen, before the answer marks them read.
 */
export const useMarkTextsRead = (onMarking: (ids: string[]) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    // `ids`: the unread texts on screen, which the page keeps showing as new.
    mutationFn: (ids: string[]) => {
      void ids;
      return apiRequest<TPhoneTexts>(`${PHONE_PATH}/texts/read`, { method: 'POST' });
    },
    onMutate: onMarking,
    // Marking read is housekeeping: a failure is not worth a toast, the next visit retries.
    meta: { silent: true },
    onSuccess: (page) => {
      if (page.pageSize === TEXTS_PAGE_SIZE)
        queryClient.setQueryData(queryKeys.phoneTexts.list({ page: 1 }), page);
      return queryClient.invalidateQueries({ queryKey: queryKeys.phone.all });
    },
  });
};
