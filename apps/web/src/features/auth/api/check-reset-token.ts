import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether the reset link still works; the link stays unused (issue 17). */
export const checkResetToken = (token: string, signal?: AbortSignal): Promise<null> =>
  apiRequest<null>('/client/public/v9/reset-password/check', {
    method: 'POST',
    body: { token },
    auth: false,
    signal,
  });

export const checkResetTokenOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.resetLinks.detail(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // The page says it in words; no toast besides.
    meta: { silent: true },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export const useCheckResetToken = (token: string) =>
  useQuery({ ...checkResetTokenOptions(token), enabled: token.length > 0 });
