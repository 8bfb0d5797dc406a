import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@charterline/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const requestPasswordReset = (body: TForgotPasswordRequest): Promise<null> =>
  apiRequest<null>('/client/public/v1/forgotpassword', { method: 'POST', body, auth: false });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => toast.success('Password reset instructions sent to your email'),
  });
