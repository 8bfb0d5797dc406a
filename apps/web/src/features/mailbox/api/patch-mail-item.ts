import { useMutation } from '@tanstack/react-query';
import type { TMailItemDetail, TMailItemPatch } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { mailPath } from './paths';
import { useMailChanged } from './use-mail-changed';

/** PATCH …/mail/items/{id}: read or unread, archive or back. */
export const patchMailItem = (id: string, body: TMailItemPatch) =>
  apiRequest<TMailItemDetail>(mailPath('items', id), { method: 'PATCH', body });

export const usePatchMailItem = (options: { silent?: boolean } = {}) => {
  const changed = useMailChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TMailItemPatch }) => patchMailItem(id, body),
    meta: options.silent ? { silent: true } : undefined,
    onSuccess: (item) => changed(item),
  });
};
