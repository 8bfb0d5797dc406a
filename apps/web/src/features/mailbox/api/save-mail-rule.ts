import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMailRule, TMailRuleInput } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** POST …/mail/rules (a new rule) or PATCH …/mail/rules/{id} (`id`: change one). */
export const useSaveMailRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TMailRuleInput }) =>
      id
        ? apiRequest<TMailRule>(mailPath('rules', id), { method: 'PATCH', body })
        : apiRequest<TMailRule>(mailPath('rules'), { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mailRules.all }),
  });
};
