import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMailBulk, TMailBulkResult } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** POST …/mail/bulk: one action on many letters; says how many changed and why not. */
export const useBulkMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMailBulk) =>
      apiRequest<TMailBulkResult>(mailPath('bulk'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mailItems.all }),
  });
};
