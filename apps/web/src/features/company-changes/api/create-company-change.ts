import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TCompanyChange,
  TProposedChangeInput,
} from '@charterline/shared/schemas/company-changes';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { CHANGES_PATH } from './get-change-options';

/** After a change is made, paid or cancelled: the changes and the profile are asked again. */
export const refreshAfterChange = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.companyChanges.all }),
    client.invalidateQueries({ queryKey: queryKeys.companyProfile.all }),
  ]);

/** Asks for a change; an instant one comes back applied, a paid one waiting for payment. */
export const useCreateCompanyChange = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TProposedChangeInput) =>
      apiRequest<TCompanyChange>(CHANGES_PATH, { method: 'POST', body: { change } }),
    onSuccess: (made) => {
      // The history shows it at once (and its Pay now), before the lists are asked again.
      client.setQueryData(queryKeys.companyChanges.list(), (now: TCompanyChange[] | undefined) =>
        now ? [made, ...now.filter((c) => c.id !== made.id)] : now,
      );
      // Not awaited: the option of this kind becomes unavailable once asked again, which
      // closes its form, and a closed form's own onSuccess (which opens checkout) never runs.
      void refreshAfterChange(client);
    },
  });
};
