import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { DOCUMENTS_PATH } from './get-documents';

const documentPath = (id: string) => `${DOCUMENTS_PATH}/${encodeURIComponent(id)}`;

export const deleteDocument = (id: string): Promise<unknown> =>
  apiRequest<unknown>(documentPath(id), { method: 'DELETE' });

export const restoreDocument = (id: string): Promise<unknown> =>
  apiRequest<unknown>(`${documentPath(id)}/restore`, { method: 'POST', body: {} });

/** Deleting (an upload of the customer's) or restoring it; the lists are asked again after. */
export const useDocumentRemoval = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
  const remove = useMutation({ mutationFn: deleteDocument, onSuccess });
  const restore = useMutation({ mutationFn: restoreDocument, onSuccess });
  return { remove, restore };
};
