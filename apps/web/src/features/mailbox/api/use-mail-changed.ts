import { useQueryClient } from '@tanstack/react-query';
import type { TMailItemDetail } from '@charterline/shared/schemas/mail';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a letter changes: its detail takes the server's answer, and the lists (folders,
 * counts, unread) are asked again.
 */
export const useMailChanged = () => {
  const queryClient = useQueryClient();
  return (item?: TMailItemDetail) => {
    if (item) queryClient.setQueryData(queryKeys.mailItems.detail(item.id), item);
    return queryClient.invalidateQueries({ queryKey: queryKeys.mailItems.lists() });
  };
};
