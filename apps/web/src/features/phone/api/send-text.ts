import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PHONE_PATH } from './get-phone-summary';

/** POST …/phone/texts/send's body (the shared ZPhoneSendText: `to` in E.164, the message). */
export type TPhoneSendText = { to: string; body: string };

/** Sends a text from the company's number; it costs credit, so the summary is asked again. */
export const useSendText = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPhoneSendText) =>
      apiRequest<unknown>(`${PHONE_PATH}/texts/send`, { method: 'POST', body }),
    // The form shows field errors itself.
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.phone.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.phoneTexts.all }),
      ]),
  });
};
