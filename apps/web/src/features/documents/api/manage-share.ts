import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TShare, TShareCreateBody } from '@charterline/shared/schemas/documents';
import { apiRequest } from '@/lib/api-client';
import { SHARES_PATH, sharesKey } from './get-shares';

/**
 * A new pack. Its URL is a secret the server answers once: the page keeps it in the
 * mutation's result; the list (asked again) has url null.
 */
export const useCreateShare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TShareCreateBody) =>
      apiRequest<TShare>(SHARES_PATH, { method: 'POST', body }),
    // The form shows the refusal next to its field (or above the button): no toast too.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey }),
  });
};

export const useRevokeShare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TShare>(`${SHARES_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: (revoked) =>
      queryClient.setQueryData<TShare[]>(sharesKey, (old) =>
        old?.map((s) => (s.id === revoked.id ? revoked : s)),
      ),
  });
};
