import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyDetails, TCompanyDetailsAnswer } from '@charterline/shared/schemas/company';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Posts one formation step's answers; the answer is the updated company. */
export const saveCompanyStep = (path: string, body: unknown): Promise<TCompanyDetails> =>
  apiRequest<TCompanyDetailsAnswer>(`/client/company/v7${path}`, {
    method: 'POST',
    body: body ?? {},
  }).then((d) => d.company);

/**
 * One formation call: posts, puts the updated company in the cache and shows the step's
 * success text (docs/product.md § Success toasts) or the server's message, else the
 * contract's fallback (docs/product.md § Errors).
 */
export const useSaveCompanyStep = <TBody>(path: string, successText?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // The toast is this hook's own: the step's fallback text instead of the generic one.
    meta: { silent: true },
    mutationFn: (body: TBody) => saveCompanyStep(path, body),
    onSuccess: (company) => {
      const before = queryClient.getQueryData<TCompanyDetails>(queryKeys.company.detail('current'));
      // What is offered depends on the state (franchise tax filing): ask again when it changes.
      if (before?.state !== company.state) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      }
      queryClient.setQueryData(queryKeys.company.detail('current'), company);
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies.all });
      if (successText) toast.success(successText);
    },
    onError: (error) => {
      const text =
        error instanceof ApiError && error.toastText
          ? error.toastText
          : 'Failed to update company information. Please try again.';
      toast.error(text);
    },
  });
};
