import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@charterline/shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';

export const changePassword = (body: TChangePasswordRequest): Promise<null> =>
  apiRequest<null>('/client/v9/me/password', { method: 'POST', body });

/** A new password: this session stays signed in, every other one ends. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
