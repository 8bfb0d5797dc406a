import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@charterline/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = (body: TResetPasswordRequest): Promise<null> =>
  apiRequest<null>('/auth/reset-password', { method: 'POST', body, auth: false });

export const useResetPassword = ({ onSuccess }: { onSuccess: () => void }) =>
  useMutation({ mutationFn: resetPassword, onSuccess });
