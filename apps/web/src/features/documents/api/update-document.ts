import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentPatchBody, TVaultDocument } from '@charterline/shared/schemas/documents';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { DOCUMENTS_PATH } from './get-documents';

export const updateDocument = (id: string, body: TDocumentPatchBody): Promise<TVaultDocument> =>
  apiRequest<TVaultDocument>(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });

/** `silent`: the edit dialog shows the field errors itself. */
export const useUpdateDocument = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDocumentPatchBody) => updateDocument(id, body),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
  });
};
