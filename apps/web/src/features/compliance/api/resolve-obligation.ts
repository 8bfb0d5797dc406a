import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TFiledMyselfBody,
  TNotApplicableBody,
  TObligation,
} from '@charterline/shared/schemas/compliance';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the customer says about one obligation: filed it, not applicable, or undo that. */
export type TResolution =
  | { action: 'filed'; body: TFiledMyselfBody }
  | { action: 'not-applicable'; body: TNotApplicableBody }
  | { action: 'reopen' };

export const resolveObligation = (id: string, resolution: TResolution): Promise<TObligation> =>
  apiRequest<TObligation>(
    `/client/company/v7/compliance/obligations/${encodeURIComponent(id)}/${resolution.action}`,
    { method: 'POST', body: 'body' in resolution ? resolution.body : {} },
  );

/**
 * The list is asked again after (statuses and groups move). `silent`: the dialog shows the
 * field errors itself, so a 400 is not toasted on top of them.
 */
export const useResolveObligation = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: TResolution) => resolveObligation(id, resolution),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.compliance.all }),
  });
};
