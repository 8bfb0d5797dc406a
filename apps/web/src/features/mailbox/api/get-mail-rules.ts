import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailRule } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** GET …/mail/rules: one rule per category at most. */
export const mailRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mailRules.lists(),
    queryFn: ({ signal }) => apiRequest<TMailRule[]>(mailPath('rules'), { signal }),
  });

export const useMailRules = () => useQuery(mailRulesQueryOptions());
