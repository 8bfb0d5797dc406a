import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TLoginRequest, TMe, TSignupRequest, TTokens } from '@charterline/shared/schemas/auth';
import { toast } from './toast';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';
import { tokenStorage } from './storage';

const FIVE_MINUTES = 5 * 60 * 1000;

export const userQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me.detail('current'),
    queryFn: ({ signal }) => apiRequest<TMe>('/client/v9/me', { signal }),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The signed-in user; the me query runs only when a token is stored. */
export const useUser = () => {
  const hasToken = tokenStorage.getAccessToken() !== null;
  const query = useQuery({ ...userQueryOptions(), enabled: hasToken });
  return {
    data: hasToken ? (query.data ?? null) : null,
    isLoading: hasToken && query.isPending,
    error: query.error,
  };
};

/** Where a signed-in customer lands: the page they came from, else the default route. */
export const DEFAULT_AFTER_LOGIN = '/dashboard/home';

export const safeRedirectTarget = (value: string | null | undefined): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : DEFAULT_AFTER_LOGIN;

const useSignIn = () => {
  const queryClient = useQueryClient();
  return async (tokens: TTokens) => {
    tokenStorage.clear();
    tokenStorage.setTokens(tokens);
    await queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    await queryClient.fetchQuery(userQueryOptions());
  };
};

export const useLogin = () => {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: TLoginRequest) =>
      apiRequest<TTokens>('/client/public/v9/login', { method: 'POST', body: input, auth: false }),
    onSuccess: signIn,
  });
};

export const useSignup = () => {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: TSignupRequest) =>
      apiRequest<TTokens>('/client/public/v9/company/signup', {
        method: 'POST',
        body: input,
        auth: false,
      }),
    onSuccess: signIn,
  });
};

/** Forgets the session here and on the server; every cached answer goes with it. */
export const clearSession = (queryClient: ReturnType<typeof useQueryClient>): void => {
  tokenStorage.clear();
  queryClient.clear();
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const refreshToken = tokenStorage.getRefreshToken();
      // The server side is best effort: the customer is logged out here whatever it says.
      await apiRequest('/client/public/v9/logout', {
        method: 'POST',
        body: refreshToken ? { refreshToken } : {},
        auth: false,
      }).catch(() => undefined);
    },
    onSettled: () => {
      clearSession(queryClient);
      toast.success('You have been logged out successfully');
      void navigate('/login', { replace: true });
    },
  });
};
