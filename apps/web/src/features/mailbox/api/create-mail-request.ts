import { useMutation } from '@tanstack/react-query';
import type { TMailRequestCreate, TMailRequestResult } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { mailPath } from './paths';
import { useMailChanged } from './use-mail-changed';

/** POST …/mail/items/{id}/requests: one action; a paid one answers with what to check out. */
export const useCreateMailRequest = () => {
  const changed = useMailChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TMailRequestCreate }) =>
      apiRequest<TMailRequestResult>(mailPath('items', id, 'requests'), {
        method: 'POST',
        body,
      }),
    onSuccess: (result) => changed(result.item),
  });
};
