import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPhoneLine, TPhoneSummary } from '@charterline/shared/schemas/phone-line';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PHONE_PATH } from './get-phone-summary';

/** The request as sent: the forwarding number in E.164 (null: voicemail) and/or the e-mail setting. */
export type TPhoneLineChange = { forwardTo?: string | null; notifyByEmail?: boolean };

/**
 * PATCH …/phone/line. `silent`: the forwarding form shows the refusal next to its field;
 * the switch passes `silent: false` and lets the toast say it.
 */
export const useUpdatePhoneLine = ({ silent }: { silent: boolean }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPhoneLineChange) =>
      apiRequest<TPhoneLine>(`${PHONE_PATH}/line`, {
        method: 'PATCH',
        body,
      }),
    meta: { silent },
    onSuccess: (line) =>
      queryClient.setQueryData<TPhoneSummary>(queryKeys.phone.detail('current'), (summary) =>
        summary ? { ...summary, line } : summary,
      ),
  });
};
