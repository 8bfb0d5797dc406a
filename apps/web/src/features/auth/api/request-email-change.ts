import { useMutation } from '@tanstack/react-query';
import type { TEmailChangeRequest } from '@charterline/shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';

export const requestEmailChange = (body: TEmailChangeRequest): Promise<null> =>
  apiRequest<null>('/client/v9/me/email', { method: 'POST', body });

/** Sends the confirmation link to the new address; the e-mail changes when it is opened. */
export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
