import { useMutation } from '@tanstack/react-query';
import type { TMailItemDetail } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { mailPath } from './paths';
import { useMailChanged } from './use-mail-changed';

/** POST …/mail/items/{id}/requests/{requestId}/cancel: only before staff start on it. */
export const useCancelMailRequest = () => {
  const changed = useMailChanged();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: string; requestId: string }) =>
      apiRequest<TMailItemDetail>(mailPath('items', id, 'requests', requestId, 'cancel'), {
        method: 'POST',
        body: {},
      }),
    onSuccess: (item) => changed(item),
  });
};
