import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmailChangeConfirmed } from '@charterline/shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const confirmEmailChange = (token: string): Promise<TEmailChangeConfirmed> =>
  apiRequest<TEmailChangeConfirmed>('/client/public/v9/email-change/confirm', {
    method: 'POST',
    body: { token },
    auth: false,
  });

/** Opens the link from the new address's e-mail; a signed-in browser shows the new address. */
export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // The page says what went wrong in words.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
  });
};
