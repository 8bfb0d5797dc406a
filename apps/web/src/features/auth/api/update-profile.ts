import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@charterline/shared/schemas/auth';
import type { TUpdateProfileRequest } from '@charterline/shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const updateProfile = (body: TUpdateProfileRequest): Promise<TMe> =>
  apiRequest<TMe>('/client/v9/me/profile', { method: 'POST', body });

/** Name and phone; the answer is the user every page shows. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me.detail('current'), me),
  });
};
